import { pages } from "../registry";
import { portfolioHref } from "../company/projects";
import type { ServicePageContent } from "./types";
import { paths } from "../paths";
import { countWord } from "../count";

const talkToExpert = { label: "Talk to our Expert", href: paths.contact } as const;

export const customDevPage = {
  ...pages.customDev,
  hero: {
    eyebrow: "Custom development",
    title: "Custom software, built around the way you work",
    lead: "Off-the-shelf tools make you adapt to them. We build software that fits your processes, connects to the systems you already use and grows with you.",
    actions: [talkToExpert, { label: "View Our Work", href: paths.portfolio }],
    image: {
      key: "illus-custom-dev",
      alt: "Illustration of code modules snapping together into a business application",
    },
  },
  sections: [
    {
      kind: "split",
      id: "custom-development",
      eyebrow: "Tailored software",
      title: "Custom Development",
      paragraphs: [
        "From internal tools to customer-facing platforms, we turn your requirements into reliable software. We start with your workflows, not with a framework, and design an architecture that stays easy to change.",
        "You get clean, documented code that you own, automated tests and a team that stays with the product after launch.",
      ],
      points: [
        "Business process automation and internal tools",
        "APIs and integrations with ERP, CRM and payment systems",
        "Modernisation of legacy applications",
        "Cloud-native architecture that scales with demand",
      ],
      visual: {
        image: {
          key: "project-formoney-insurance-banner",
          alt: "Insurance policy dashboard we built for For Money Insurance",
        },
      },
    },
    {
      kind: "split",
      id: "desktop-development",
      eyebrow: "Windows, macOS & Linux",
      title: "Desktop Based Development",
      paragraphs: [
        "Some work belongs on the desktop: heavy data entry, device control, offline use. We build fast, native-feeling desktop applications that install cleanly and update themselves.",
        "Where it helps, desktop and web share one codebase, so new features reach every user at once.",
      ],
      points: [
        "Offline-first with background sync",
        "Hardware, printer and scanner integration",
        "Signed installers and silent auto-updates",
      ],
      visual: {
        panel: {
          icon: "monitor",
          title: "What our desktop apps include",
          items: [
            "Role-based access and audit trails",
            "Local encryption of sensitive data",
            "Crash reporting and usage analytics",
            "Single sign-on with your directory",
          ],
        },
      },
    },
    {
      kind: "split",
      id: "ecommerce-development",
      eyebrow: "Commerce",
      title: "E-Commerce Software Development",
      paragraphs: [
        "Storefronts, marketplaces and B2B ordering portals that load fast and convert. We connect catalogue, stock, payments and shipping so orders flow without manual work.",
        "Headless or platform-based, we pick the approach that fits your catalogue, your team and your budget.",
      ],
      points: [
        "Secure checkout with Stripe and local gateways",
        "Inventory, ERP and shipping integrations",
        "Search, filters and recommendations that sell",
      ],
      visual: {
        image: { key: "project-e-construction-webapp-banner", alt: "Online store we built for Jetstream E-Commerce" },
      },
    },
    {
      kind: "cta",
      title: "Let's scope your custom software",
      lead: "Book a free call with one of our engineers: bring your idea, we bring questions, an estimate and a plan.",
      actions: [talkToExpert, { label: "Hire a Team", href: paths.hire }],
    },
  ],
} as const satisfies ServicePageContent;

export const mobileAppPage = {
  ...pages.mobileApp,
  hero: {
    eyebrow: "Mobile apps",
    title: "Mobile apps people open every day",
    lead: "We design and build apps for iPhone, iPad and Android — native where performance matters, cross-platform where speed to market does.",
    actions: [
      { label: "Talk to our Expert", href: paths.contact },
      { label: "View Our Work", href: portfolioHref("Mobile App") },
    ],
    image: { key: "illus-mobile-app", alt: "Illustration of phones showing app screens with charts and a chat" },
  },
  sections: [
    {
      kind: "split",
      id: "enterprise-development",
      eyebrow: "For organisations",
      title: "Enterprise Development",
      paragraphs: [
        "Field service, sales, logistics and workforce apps that connect securely to your back-office systems. We handle device management, single sign-on and offline data so your teams can work anywhere.",
      ],
      points: [
        "MDM-ready builds and private distribution",
        "Single sign-on and role-based access",
        "Offline data capture with conflict-free sync",
      ],
      visual: {
        panel: {
          icon: "briefcase",
          title: "Built for the enterprise",
          items: [
            "Integrations with SAP, Salesforce and Microsoft 365",
            "Audit logging and encrypted storage",
            "Scales from a pilot team to thousands of users",
          ],
        },
      },
    },
    {
      kind: "split",
      id: "ios-apps",
      eyebrow: "Swift & SwiftUI",
      title: "iOS Apps",
      paragraphs: [
        "Native iPhone and iPad apps that feel at home on Apple devices: smooth animations, widgets, Apple Pay and Sign in with Apple. We take care of App Store review and release.",
      ],
      points: [
        "SwiftUI interfaces that follow Apple's guidelines",
        "HealthKit, ARKit and Core ML where they add value",
        "TestFlight betas for your stakeholders",
      ],
      visual: { image: { key: "project-book-universe-banner", alt: "Reading app we built for Book Universe" } },
    },
    {
      kind: "split",
      id: "android-apps",
      eyebrow: "Kotlin & Jetpack Compose",
      title: "Android Apps",
      paragraphs: [
        "Android apps that run well on flagship phones and budget devices alike. We test on a wide range of screens and Android versions and ship through Google Play with staged rollouts.",
      ],
      points: [
        "Material Design with your brand",
        "Performance tuned for low-end devices",
        "Google Pay, Maps and Firebase integrations",
      ],
      visual: { image: { key: "project-bwl-food-delivery-banner", alt: "Food delivery app we built for BWL" } },
    },
    {
      kind: "split",
      id: "cross-platform-apps",
      eyebrow: "React Native & Flutter",
      title: "Cross Platform Apps",
      paragraphs: [
        "One codebase, two stores. Cross-platform apps cut time and cost without giving up a native look and feel, and let one team ship features to every user at the same time.",
      ],
      points: [
        "Shared business logic with native modules where needed",
        "Over-the-air updates for quick fixes",
        "A single roadmap for iOS and Android",
      ],
      visual: {
        panel: {
          icon: "layers",
          title: "Why teams choose cross-platform",
          items: [
            "Up to 40% less code to write and maintain",
            "Consistent design on every device",
            "Faster launches and simpler testing",
          ],
        },
      },
    },
    {
      kind: "cta",
      title: "Ready to put your app in people's pockets?",
      lead: "Tell us about your idea and we will suggest the right platform, a timeline and a team.",
      actions: [talkToExpert, { label: "Hire App Developers", href: paths.hire }],
    },
  ],
} as const satisfies ServicePageContent;

export const uiuxPage = {
  ...pages.uiux,
  hero: {
    eyebrow: "UI/UX design",
    title: "Design that makes products easy to love",
    lead: "We research how your users think, then design interfaces that are clear, accessible and on brand — and we test them before a line of code is written.",
    actions: [
      { label: "Get Started", href: paths.hire },
      { label: "Talk to Our Experts", href: paths.contact },
    ],
    image: { key: "illus-uiux", alt: "Illustration of wireframes, a colour palette and a finished app screen" },
  },
  sections: [
    {
      kind: "cards",
      id: "discovery",
      eyebrow: "Discovery",
      title: "How we discover what your users need",
      get lead() {
        return `Every project starts with evidence. These ${countWord(this.cards.length)} activities shape what we design and why.`;
      },
      columns: 3,
      cards: [
        {
          icon: "users",
          title: "User research",
          description: "Interviews and surveys that reveal goals, habits and frustrations of real users.",
        },
        {
          icon: "target",
          title: "Personas & journeys",
          description: "Clear personas and journey maps that keep every decision focused on people.",
        },
        {
          icon: "layout",
          title: "Information architecture",
          description: "Navigation and content structures that help users find things first time.",
        },
        {
          icon: "pen-tool",
          title: "Wireframes & prototypes",
          description: "Low- and high-fidelity prototypes to try ideas quickly and cheaply.",
        },
        {
          icon: "palette",
          title: "Visual design",
          description: "Typography, colour and components that express your brand with clarity.",
        },
        {
          icon: "eye",
          title: "Usability testing",
          description: "Sessions with real users to find friction before it reaches production.",
        },
      ],
    },
    {
      kind: "chips",
      id: "tools",
      eyebrow: "Our toolkit",
      title: "Technologies and tools we design with",
      chips: [
        { icon: "pen-tool", label: "Figma" },
        { icon: "layers", label: "Sketch" },
        { icon: "layout", label: "Adobe XD" },
        { icon: "sparkles", label: "Adobe Illustrator" },
        { icon: "palette", label: "Adobe Photoshop" },
        { icon: "monitor", label: "InVision" },
        { icon: "lightbulb", label: "Miro" },
        { icon: "code", label: "Zeplin" },
      ],
    },
    {
      kind: "split",
      id: "why-us",
      eyebrow: "Our difference",
      title: "Why clients choose us",
      paragraphs: [
        "Our designers work side by side with our engineers, so what we design is what ships. We hand over organised files, a documented design system and accessible components your team can reuse.",
      ],
      points: [
        "Accessibility (WCAG 2.2 AA) built in from the first sketch",
        "Design systems that speed up every future feature",
        "Fast iterations with weekly reviews",
        "Proven results across healthcare, retail and fintech",
      ],
      visual: { image: { key: "project-the-clear-360-banner", alt: "Product screens we designed for The Clear 360" } },
    },
    {
      kind: "cta",
      title: "Let's design something people love",
      lead: "Share your product and your goals. We will propose a design sprint that fits your timeline.",
      actions: [
        { label: "Get Started", href: paths.hire },
        { label: "Talk to Our Experts", href: paths.contact },
      ],
    },
  ],
} as const satisfies ServicePageContent;

export const webDevelopmentPage = {
  ...pages.webDevelopment,
  hero: {
    eyebrow: "Website development",
    title: "Websites that load fast and work hard for your business",
    lead: "From corporate sites to online stores, we build websites that rank, convert and are simple for your team to keep up to date.",
    actions: [
      { label: "Talk to our Expert", href: paths.contact },
      { label: "View Our Work", href: portfolioHref("Web Development") },
    ],
    image: { key: "illus-web-dev", alt: "Illustration of a responsive website on a laptop, tablet and phone" },
  },
  sections: [
    {
      kind: "split",
      id: "enterprise-websites",
      eyebrow: "Enterprise",
      title: "Enterprise Websites",
      paragraphs: [
        "Large, multi-language websites with many authors need structure. We design scalable architectures, editorial workflows and integrations with your CRM, marketing automation and analytics.",
      ],
      points: [
        "Multi-site and multi-language setups",
        "Single sign-on for editors",
        "Performance budgets and uptime monitoring",
      ],
      visual: { image: { key: "project-btis-insurance-banner", alt: "Corporate website we built for BTIS Insurance" } },
    },
    {
      kind: "split",
      id: "cms-websites",
      eyebrow: "Content management",
      title: "CMS Websites",
      paragraphs: [
        "WordPress, Wix, headless or custom: we choose the CMS that suits your content and your team, then build flexible page blocks so editors can create new pages without a developer.",
      ],
      points: [
        "Reusable blocks and templates",
        "Editor training and documentation",
        "SEO-friendly structure out of the box",
      ],
      visual: {
        panel: {
          icon: "file-text",
          title: "Content platforms we build on",
          items: [
            "WordPress and WooCommerce",
            "Wix and Webflow",
            "Headless CMS with a React front end",
            "Custom admin panels",
          ],
        },
      },
    },
    {
      kind: "split",
      id: "ecommerce-websites",
      eyebrow: "Online stores",
      title: "E-Commerce Websites",
      paragraphs: [
        "Online stores with quick product pages, simple checkout and the integrations your operations need — payments, shipping, stock and accounting.",
      ],
      points: [
        "Shopify, WooCommerce and custom storefronts",
        "Secure payments and fraud checks",
        "Analytics that show what sells",
      ],
      visual: { image: { key: "project-weylandts-e-commerce-banner", alt: "Furniture store we built for weylandts" } },
    },
    {
      kind: "cards",
      id: "every-website",
      eyebrow: "Included",
      title: "What every website we build gets",
      columns: 4,
      cards: [
        { icon: "zap", title: "Speed", description: "Core Web Vitals in the green on phones and desktops." },
        {
          icon: "search",
          title: "SEO foundations",
          description: "Clean markup, metadata and structured data from day one.",
        },
        { icon: "eye", title: "Accessibility", description: "Usable with a keyboard and screen reader, WCAG 2.2 AA." },
        { icon: "lock", title: "Security", description: "HTTPS, hardened hosting, backups and regular updates." },
      ],
    },
    {
      kind: "cta",
      title: "Need a new website or a better one?",
      lead: "Tell us about your site and your goals. We reply within one business day.",
      actions: [talkToExpert, { label: "Hire Web Developers", href: paths.hire }],
    },
  ],
} as const satisfies ServicePageContent;
