import { pages, seoResultsWindow } from "../registry";
import { contactWithSubject, paths } from "../paths";
import type { ServicePageContent } from "./types";
import { countWord } from "../count";

export const seoPage = {
  ...pages.seo,
  hero: {
    eyebrow: "Search engine optimization",
    title: "SEO that brings customers, not just clicks",
    lead: "We find the searches your customers make, fix what holds your site back and earn the links that build authority — then show you the results every month.",
    actions: [
      { label: "Get a Free SEO Audit", href: contactWithSubject("Free SEO audit") },
      { label: "Our Workflow", href: "#workflow" },
    ],
    image: {
      key: "illus-seo",
      alt: "Illustration of a magnifying glass over a search results page with a rising chart",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "seo-services",
      eyebrow: "What we do",
      title: "Our SEO services",
      get lead() {
        return `${countWord(this.cards.length, "Capital")} services that cover everything search engines look at, from your code to your reputation.`;
      },
      columns: 3,
      cards: [
        {
          icon: "file-text",
          title: "Project Analysis",
          description: "A full audit of your site: structure, speed, indexing, content and current rankings.",
        },
        {
          icon: "eye",
          title: "Competitor Analysis",
          description: "What your competitors rank for, where their links come from and where they are weak.",
        },
        {
          icon: "layout",
          title: "On-Page SEO",
          description: "Titles, headings, content, internal links, schema and Core Web Vitals, page by page.",
        },
        {
          icon: "link",
          title: "Off-Page SEO",
          description: "Authoritative backlinks, digital PR and local listings that build trust in your domain.",
        },
        {
          icon: "star",
          title: "Product Reviews",
          description: "Review campaigns and rich snippets that win clicks and reassure buyers.",
        },
        {
          icon: "refresh",
          title: "Re-Assessment",
          description: "Regular re-audits as algorithms and markets change, so gains keep compounding.",
        },
      ],
    },
    {
      kind: "cards",
      id: "insights",
      eyebrow: "Insights",
      title: "What to know before you invest in SEO",
      columns: 3,
      cards: [
        {
          icon: "target",
          title: "Search is where buying starts",
          description:
            "Most purchases begin with a search. Ranking for the right terms puts you in front of people at the moment they need you.",
        },
        {
          icon: "calendar",
          title: `Results in ${seoResultsWindow}`,
          description: `SEO compounds. Most of our clients see clear growth in rankings and organic traffic within ${seoResultsWindow}, and it keeps building after that.`,
        },
        {
          icon: "bar-chart",
          title: "Every step is measurable",
          description:
            "Rankings, traffic, leads and revenue from organic search are tracked in one dashboard you can open any time.",
        },
      ],
    },
    {
      kind: "steps",
      id: "workflow",
      eyebrow: "Our workflow",
      get title() {
        return `${countWord(this.steps.length, "Capital")} steps to higher rankings`;
      },
      lead: "The same proven sequence on every account, adapted to your market.",
      steps: [
        {
          icon: "phone",
          title: "Discovery Call",
          description: "We learn about your business, your customers and what success looks like for you.",
        },
        {
          icon: "search",
          title: "Business and Competitor Audit",
          description: "A technical and content audit of your site next to your strongest competitors.",
        },
        {
          icon: "lightbulb",
          title: "Strategy",
          description: "A prioritised plan: quick wins first, then the work that builds long-term authority.",
        },
        {
          icon: "target",
          title: "Keywords",
          description: "Keyword research by intent and value, mapped to the pages that should rank.",
        },
        {
          icon: "settings",
          title: "Implementation",
          description: "On-page fixes, new content and outreach, carried out by our specialists.",
        },
        {
          icon: "trending-up",
          title: "Track analyze improve",
          description: "Monthly reports on rankings and conversions, and adjustments based on the data.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      title: "SEO questions, answered",
      items: [
        {
          question: "How long does SEO take to show results?",
          answer: `Most websites see measurable improvements in rankings and traffic within ${seoResultsWindow}. Competitive markets can take longer, and results keep growing as authority builds.`,
        },
        {
          question: "What is the difference between on-page and off-page SEO?",
          answer:
            "On-page SEO improves your own pages: content, titles, structure, speed and schema. Off-page SEO builds your reputation elsewhere, mainly through quality backlinks, reviews and mentions.",
        },
        {
          question: "Can you guarantee a first-page ranking?",
          answer:
            "No honest agency can guarantee a position, because search engines decide rankings. We guarantee transparent work, best practices and reporting on the metrics that matter to your business.",
        },
        {
          question: "How do you choose the keywords to target?",
          answer:
            "We research what your customers search for, how often, how competitive each term is and how likely it is to lead to a sale, then focus on the terms with the best return.",
        },
        {
          question: "Does SEO work for local businesses?",
          answer:
            "Yes. Local SEO — your business profile, local listings, reviews and location pages — helps you appear in map results and 'near me' searches in the areas you serve.",
        },
        {
          question: "How will I know what you are doing each month?",
          answer:
            "You get a monthly report and a call covering the work done, rankings, traffic, leads and the plan for the next month, plus access to a live dashboard.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Find out what is holding your site back",
      lead: "Request a free SEO audit and get a prioritised list of fixes within a week.",
      actions: [
        { label: "Get a Free SEO Audit", href: contactWithSubject("Free SEO audit") },
        { label: "Contact Us", href: paths.contact },
      ],
    },
  ],
} as const satisfies ServicePageContent;
