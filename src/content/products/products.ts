import { pageTitle, site } from "../site";
import type { FaqItem, ImageKey, Link, Stat, ValueCard } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";

export interface KeyDifference {
  title: string;
  description: string;
}

/** What differs between the two product pages: headings, extra figures and calls to action. */
export interface ProductPageCopy {
  /** Open Graph/meta title of the page. */
  metaTitle: string;
  /** Heading of the description band. */
  aboutTitle: string;
  capabilitiesTitle: string;
  capabilitiesLead: string;
  /** Figures shown only on the product page, after the record's `stats`. */
  extraStats: readonly Stat[];
  differencesTitle: string;
  differencesLead: string;
  heroActions: readonly Link[];
  closing: { title: string; lead: string; actions: readonly Link[] };
  /** schema.org applicationCategory. */
  applicationCategory: string;
}

/** A featured product (its card on /products), plus the copy of its page. */
export interface Product {
  id: number;
  /** URL segment under /products. */
  slug: string;
  name: string;
  /** Short label of what it is, e.g. "AI hiring platform". */
  kind: string;
  tagline: string;
  /** One or two sentences (120–160 characters): the page's meta description. */
  briefDescription: string;
  fullDescription: string;
  image: ImageKey;
  imageAlt: string;
  /** Capability titles: the 'Key Features' list of the landing page. */
  features: readonly string[];
  capabilities: readonly ValueCard[];
  stats: readonly Stat[];
  howItWorks: readonly ValueCard[];
  keyDifferences: readonly KeyDifference[];
  faq: readonly FaqItem[];
  officialSite: string;
  page: ProductPageCopy;
}

const backdoorHireSite = "https://backdoorhire.com";
const helpWaveSite = "https://helpwave.org";

const backdoorHireCapabilities = [
  {
    title: "AI candidate matching",
    description:
      "Scores every applicant against the skills, experience and culture signals of the role, not just keywords.",
    icon: "target",
  },
  {
    title: "Automated screening",
    description: "Structured questions and skills checks sort the pipeline before a recruiter spends a minute on it.",
    icon: "zap",
  },
  {
    title: "Interview scheduling",
    description: "Candidates pick a slot that suits the whole panel; reminders and rescheduling happen automatically.",
    icon: "calendar",
  },
  {
    title: "Explainable candidate ranking",
    description: "Every ranking comes with the reasons behind it, so hiring teams can trust, question and audit it.",
    icon: "eye",
  },
  {
    title: "Hiring analytics",
    description: "Time-to-hire, source quality and funnel drop-off on one dashboard, updated in real time.",
    icon: "bar-chart",
  },
  {
    title: "HR and ATS integrations",
    description: "Two-way sync with the HR and applicant-tracking systems you already use — no double entry.",
    icon: "link",
  },
] as const satisfies readonly ValueCard[];

const helpWaveCapabilities = [
  {
    title: "Incident reporting",
    description: "Report a person, animal or bird in distress in seconds, with photos and a precise location.",
    icon: "megaphone",
  },
  {
    title: "Nearby NGO matching",
    description:
      "Each report is routed to the verified NGOs and shelters closest to the incident and best suited to help.",
    icon: "map-pin",
  },
  {
    title: "Volunteer registration and alerts",
    description: "Volunteers sign up once and are alerted when someone near them needs a hand.",
    icon: "bell",
  },
  {
    title: "Secure donations",
    description: "Give to a specific rescue or to a partner NGO, with every contribution receipted.",
    icon: "hand-heart",
  },
  {
    title: "Live case tracking",
    description: "Reporters, NGOs and donors follow each case from first report to recovery.",
    icon: "refresh",
  },
  {
    title: "Impact reports",
    description: "Open, verifiable reports show where help went and what it achieved.",
    icon: "file-text",
  },
] as const satisfies readonly ValueCard[];

/** The two featured products, in the order they are shown. */
export const products = [
  {
    id: 1,
    slug: "backdoorhire",
    name: "BackdoorHire",
    kind: "AI hiring platform",
    tagline: "Hire the right people, faster — with AI you can explain.",
    briefDescription:
      "BackdoorHire is an AI hiring platform that matches, screens and ranks candidates, schedules interviews and syncs with your HR systems.",
    fullDescription:
      "BackdoorHire brings AI to every step of recruitment. It matches applicants to roles on skills and experience, screens them automatically, books interviews around your team's calendars and ranks candidates with clear reasons — while analytics and integrations with your HR and applicant-tracking systems keep the whole process measurable.",
    image: "product-backdoorhire",
    imageAlt: "The BackdoorHire dashboard: ranked candidates with match scores and upcoming interviews",
    features: backdoorHireCapabilities.map((c) => c.title),
    capabilities: backdoorHireCapabilities,
    stats: [
      { value: "60%", label: "Faster hiring" },
      { value: "3.5x", label: "More qualified candidates" },
      { value: "24/7", label: "Candidate engagement" },
    ],
    howItWorks: [
      {
        title: "Post your role",
        description:
          "Describe the role once; BackdoorHire turns it into a skills profile and publishes it to your channels.",
        icon: "file-text",
      },
      {
        title: "AI matches and screens",
        description: "Every applicant is matched to the profile and screened automatically, around the clock.",
        icon: "cpu",
      },
      {
        title: "Review ranked candidates",
        description: "See a shortlist ranked by fit, with the reasons for every score.",
        icon: "users",
      },
      {
        title: "Interview and hire",
        description: "Book interviews in one click, collect feedback and send the offer — all in one place.",
        icon: "handshake",
      },
    ],
    keyDifferences: [
      {
        title: "Explainable, not a black box",
        description:
          "Each recommendation shows the skills and experience behind it, so decisions stay human and defensible.",
      },
      {
        title: "Built to reduce bias",
        description: "Anonymised screening and regular fairness audits keep the focus on what candidates can do.",
      },
      {
        title: "Works with your stack",
        description: "Connects to the HR and applicant-tracking systems you already run instead of replacing them.",
      },
      {
        title: "Live in days",
        description: "Guided onboarding and ready-made workflows get your first role live within a week.",
      },
    ],
    faq: [
      {
        question: "How does BackdoorHire's AI matching work?",
        answer:
          "It builds a skills profile from your job description and compares each applicant's experience, skills and screening answers against it, producing a match score with the reasons behind it.",
      },
      {
        question: "Can BackdoorHire integrate with our existing HR or ATS software?",
        answer:
          "Yes. BackdoorHire syncs candidates, stages and feedback both ways with common HR and applicant-tracking systems, and offers an API for anything else.",
      },
      {
        question: "Is candidate data secure?",
        answer:
          "Data is encrypted in transit and at rest, access is role-based, and candidates can ask for their data to be exported or deleted at any time.",
      },
      {
        question: "How long does it take to get started?",
        answer:
          "Most teams publish their first role within a week. We help you import open positions, connect your tools and train your recruiters.",
      },
    ],
    officialSite: backdoorHireSite,
    page: {
      metaTitle: pageTitle("BackdoorHire — AI Hiring Platform"),
      aboutTitle: "Recruitment, reimagined with AI",
      capabilitiesTitle: "Core Capabilities",
      capabilitiesLead: "Everything your team needs to go from job post to signed offer.",
      extraStats: [{ value: "30%", label: "Lower cost-per-hire" }],
      differencesTitle: "What Sets Us Apart",
      differencesLead: "Hiring software that your recruiters, candidates and auditors can all trust.",
      heroActions: [{ label: "Request Live Demo", href: backdoorHireSite }],
      closing: {
        title: "See BackdoorHire in action",
        lead: "Book a live demo with our team, or tell us about your hiring needs for a tailored quote.",
        actions: [
          {
            label: "Email Us for a Demo",
            href: `mailto:${site.email}?subject=${encodeURIComponent("BackdoorHire demo request")}`,
          },
          { label: "Get a Custom Quote", href: paths.contact },
        ],
      },
      applicationCategory: "BusinessApplication",
    },
  },
  {
    id: 2,
    slug: "helpwave",
    name: "HelpWave",
    kind: "Social impact platform",
    tagline: "Every call for help, answered by someone nearby.",
    briefDescription:
      "HelpWave connects people, animals and birds in need with nearby NGOs and shelters through incident reports, volunteer alerts and donations.",
    fullDescription:
      "HelpWave is a social-impact platform that turns a moment of concern into real help. Anyone can report a person, animal or bird in need; the report reaches the nearest NGOs and shelters, volunteers nearby are alerted, and donors can fund the response — with every step tracked openly from report to recovery.",
    image: "product-helpwave",
    imageAlt: "The HelpWave app: a map of nearby incidents with NGO responders and volunteers on their way",
    features: helpWaveCapabilities.map((c) => c.title),
    capabilities: helpWaveCapabilities,
    stats: [
      { value: "10+", label: "NGO partners" },
      { value: "24/7", label: "Emergency response" },
      { value: "50+", label: "Lives impacted monthly" },
    ],
    howItWorks: [
      {
        title: "Report an incident",
        description: "Share a photo, the location and a few details of who needs help — it takes under a minute.",
        icon: "megaphone",
      },
      {
        title: "Connect to NGOs",
        description: "HelpWave alerts the verified NGOs and shelters nearest to the incident so they can respond.",
        icon: "building",
      },
      {
        title: "Engage volunteers",
        description: "Registered volunteers close by are notified and can join the rescue or offer transport and care.",
        icon: "users",
      },
      {
        title: "Support with donations",
        description: "Donors fund treatment, food and shelter for a specific case or a partner NGO.",
        icon: "hand-heart",
      },
    ],
    keyDifferences: [
      {
        title: "For people, animals and birds",
        description: "One platform for every kind of emergency, not just one cause.",
      },
      {
        title: "Hyper-local response",
        description: "Location-aware matching brings help from the closest responders, not the biggest ones.",
      },
      {
        title: "Verified partners",
        description: "Every NGO and shelter is checked before it can receive reports or donations.",
      },
      {
        title: "Transparent by design",
        description: "Case updates and donation reports are open to everyone who took part.",
      },
      {
        title: "Built for any phone",
        description: "A lightweight, accessible app that works on low-end devices and patchy connections.",
      },
    ],
    faq: [
      {
        question: "Who can report an incident on HelpWave?",
        answer:
          "Anyone. Download the app or use the website, share a photo and the location, and HelpWave takes care of reaching the right responders.",
      },
      {
        question: "How are NGOs and shelters verified?",
        answer:
          "Our team checks each organisation's registration, references and track record before it joins, and reviews partners regularly.",
      },
      {
        question: "How do I become a volunteer?",
        answer:
          "Register in the app with your area and the kind of help you can offer. You will be alerted only about incidents near you, and you can pause alerts at any time.",
      },
      {
        question: "Where do my donations go?",
        answer:
          "To the case or NGO you choose. Every donation is receipted and shows up in the case's public impact report.",
      },
      {
        question: "Can my organisation partner with HelpWave?",
        answer:
          "Yes — NGOs, shelters, veterinary clinics and companies can all partner with us. Contact our team and we will walk you through onboarding.",
      },
    ],
    officialSite: helpWaveSite,
    page: {
      metaTitle: pageTitle("HelpWave — Social Impact Platform"),
      aboutTitle: "Technology that turns concern into care",
      capabilitiesTitle: "Key Capabilities",
      capabilitiesLead: `${countWord(helpWaveCapabilities.length, "Capital")} building blocks that connect those in need with those who can help.`,
      extraStats: [{ value: "100%", label: "Transparent reporting" }],
      differencesTitle: "What Makes HelpWave Different",
      differencesLead: "Built with NGOs and volunteers, for the moments that matter most.",
      heroActions: [
        { label: "Visit HelpWave", href: helpWaveSite },
        { label: "Partner with Us", href: paths.contact },
      ],
      closing: {
        title: "Join the wave of help",
        lead: "Volunteer, donate or partner with HelpWave — every hand makes a difference.",
        actions: [
          { label: "Get Involved Now", href: `${helpWaveSite}#contact` },
          { label: "Contact Our Team", href: paths.contact },
        ],
      },
      applicationCategory: "LifestyleApplication",
    },
  },
] as const satisfies readonly Product[];

/** Route of a product's page: `/products/{slug}`. */
export const productPath = (product: Pick<Product, "slug">) => `${paths.products}/${product.slug}`;

/** Copy shared by both product pages (the template's fixed headings). */
export const productPageCopy = {
  overviewEyebrow: "Overview",
  howItWorksEyebrow: "How it works",
  howItWorksTitle: "From first step to real results",
  stepLabel: "Step",
  capabilitiesEyebrow: "Capabilities",
  statsLabel: (name: string) => `${name} in numbers`,
  differencesEyebrow: "Why us",
  faqEyebrow: "FAQ",
  faqTitle: "Frequently Asked Questions",
} as const;
