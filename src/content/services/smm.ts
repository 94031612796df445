import { pages } from "../registry";
import { contactWithSubject } from "../paths";
import type { PricingPlan, ServicePageContent } from "./types";

/** Subject the contact form is prefilled with when a plan is chosen, e.g. "SMM Essential plan ($89.99/month)". */
export const planSubject = (plan: { label: string; price: string }) => `SMM ${plan.label} plan (${plan.price}/month)`;

const plan = (p: Omit<PricingPlan, "href" | "period">): PricingPlan => ({
  ...p,
  period: "month",
  href: contactWithSubject(planSubject(p)),
});

/** The three monthly SMM packages, priced as the client set them. */
export const smmPlans = [
  plan({
    label: "Basic",
    price: "$59.99",
    summary: "A steady presence on the two networks that matter most to you.",
    features: [
      "5 posts per month",
      "2 social platforms",
      "Profile creation/review",
      "SEO coordination",
      "Hashtag strategy",
      "No long-term contracts",
    ],
  }),
  plan({
    label: "Essential",
    price: "$89.99",
    summary: "More content, more reach and a writer who knows your brand.",
    features: [
      "10 posts per month",
      "3 social platforms",
      "Everything in Basic",
      "Optimized posting times",
      "Call-to-action posts",
      "Dedicated writer",
    ],
    featured: true,
  }),
  plan({
    label: "Growth",
    price: "$169.99",
    summary: "A full programme for brands ready to scale their audience.",
    features: [
      "20 posts per month",
      "4 social platforms",
      "Everything in Essential",
      "Authoritative link earning",
      "Advanced profile setup",
      "Extended distribution",
    ],
  }),
] as const satisfies readonly PricingPlan[];

/** Social media statistics, as the client gave them. Each value reads on into its label. */
export const smmStats = [
  { value: "2.5 hours", label: "per day on social media, for the average internet user" },
  { value: "3.75 billion", label: "users of social media worldwide" },
  { value: "48%", label: "of the population uses social media" },
  { value: "2.3B", label: "monthly Facebook users" },
  { value: "55%", label: "research products via social media before they buy" },
  { value: "45%", label: "consider influencer recommendations when they shop" },
] as const;

export const smmPage = {
  ...pages.smm,
  hero: {
    eyebrow: "Social media marketing",
    title: "Social media marketing that turns followers into customers",
    lead: "Consistent, on-brand content, an engaged community and campaigns that reach the people most likely to buy — managed by specialists, reported every month.",
    actions: [
      { label: "See Pricing", href: "#pricing" },
      { label: "Talk to a Specialist", href: contactWithSubject("Social media marketing") },
    ],
    image: { key: "illus-smm", alt: "Illustration of social media posts with likes, comments and a growing audience" },
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      eyebrow: "Why social media",
      title: "What social media marketing does for you",
      columns: 4,
      cards: [
        {
          icon: "megaphone",
          title: "Brand awareness",
          description: "Show up every day where your customers already spend their time.",
        },
        {
          icon: "target",
          title: "Targeted reach",
          description: "Reach people by interest, location and behaviour, not guesswork.",
        },
        {
          icon: "heart",
          title: "Engagement & loyalty",
          description: "Conversations that turn followers into fans and fans into buyers.",
        },
        {
          icon: "bar-chart",
          title: "Measurable results",
          description: "Clicks, leads and sales tracked back to every post and campaign.",
        },
      ],
    },
    {
      kind: "split",
      id: "cost-effective",
      eyebrow: "Cost-effective marketing",
      title: "Big-brand reach on a small-business budget",
      paragraphs: [
        "Social media is one of the most cost-effective ways to market a business. Organic content builds trust for the price of good writing, and paid campaigns let you start small and only scale what works.",
      ],
      points: [
        "Fixed monthly plans with no long-term contracts",
        "Paid budgets spent only on proven audiences",
        "Content reused across platforms for more value",
      ],
      visual: {
        panel: {
          icon: "dollar",
          title: "Where your budget goes",
          items: [
            "Strategy and a monthly content calendar",
            "Copywriting and on-brand visuals",
            "Scheduling at the best times to post",
            "Community replies and reporting",
          ],
        },
      },
    },
    {
      kind: "stats",
      id: "statistics",
      eyebrow: "By the numbers",
      title: "Why your customers are already on social media",
      stats: smmStats,
    },
    {
      kind: "split",
      id: "specialists",
      eyebrow: "Our specialists",
      title: "Social media specialists on your side",
      paragraphs: [
        "Your account is run by a small team: a strategist who plans, a writer who knows your voice, a designer who makes every post look like you, and an analyst who tells you what is working.",
      ],
      points: [
        "Meta and LinkedIn certified",
        "Experience across retail, healthcare, education and B2B",
        "One point of contact who answers within a business day",
      ],
      visual: {
        panel: {
          icon: "users",
          title: "Platforms we manage",
          items: ["Facebook and Instagram", "LinkedIn", "X (Twitter) and Threads", "YouTube and TikTok", "Pinterest"],
        },
      },
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      title: "Social media marketing questions, answered",
      items: [
        {
          question: "Which social media platforms should my business be on?",
          answer:
            "The ones your customers use. We look at your audience and goals — for example Instagram and Facebook for consumer brands, LinkedIn for B2B — and focus your budget there.",
        },
        {
          question: "Do you create the content or do I?",
          answer:
            "We do. Our writers and designers create every post from a monthly calendar you approve. You are welcome to send photos, news and ideas at any time.",
        },
        {
          question: "How soon will I see results?",
          answer:
            "Engagement usually improves within the first month. Steady growth in followers, traffic and leads typically builds over three months of consistent posting.",
        },
        {
          question: "Is advertising budget included in the plans?",
          answer:
            "No. The plans cover strategy, content and management. Paid advertising budget is separate, goes directly to the platforms and is always under your control.",
        },
        {
          question: "Can I change or cancel my plan?",
          answer:
            "Yes. There are no long-term contracts: you can move between plans or cancel with notice before your next monthly billing date.",
        },
        {
          question: "How do you measure success?",
          answer:
            "We agree goals up front — reach, engagement, traffic, leads or sales — and report on them monthly, with recommendations for the month ahead.",
        },
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      eyebrow: "Pricing",
      title: "Simple monthly plans",
      lead: "Pick a plan and tell us about your business — we will start within a week. Prices are per month, with no long-term contract.",
      cta: "Choose Plan",
      featuredLabel: "Most popular",
      plans: smmPlans,
    },
  ],
} as const satisfies ServicePageContent;
