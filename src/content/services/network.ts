import { pages } from "../registry";
import { contactWithSubject, paths } from "../paths";
import type { ServicePageContent } from "./types";

const consultation = { label: "Get a Free Consultation", href: paths.contact } as const;

export const networkPage = {
  ...pages.network,
  hero: {
    eyebrow: "Network solutions",
    title: "Fast, secure networks your business can rely on",
    lead: "We design, build, secure and run the networks behind your offices, clouds and remote teams — so your people stay connected and your data stays safe.",
    actions: [consultation, { label: "Our Solutions", href: "#solutions" }],
    image: { key: "illus-network", alt: "Illustration of connected servers, a cloud and secured office devices" },
  },
  sections: [
    {
      kind: "cards",
      id: "core-services",
      eyebrow: "Core services",
      title: "Our core network services",
      columns: 4,
      cards: [
        {
          icon: "network",
          title: "Network Design & Setup",
          description: "LAN, WAN and Wi-Fi designed for your offices, capacity and growth.",
        },
        {
          icon: "shield-check",
          title: "Network Security",
          description: "Firewalls, VPNs, segmentation and zero-trust access that keep threats out.",
        },
        {
          icon: "cloud",
          title: "Cloud Networking",
          description: "Secure, fast links between your offices and AWS, Azure or Google Cloud.",
        },
        {
          icon: "life-buoy",
          title: "Monitoring & Support",
          description: "24/7 monitoring, alerting and a help desk that fixes issues fast.",
        },
      ],
    },
    {
      kind: "cards",
      id: "solutions",
      eyebrow: "Comprehensive solutions",
      title: "Comprehensive network solutions",
      lead: "Everything your infrastructure needs, from the cabling to the cloud, from one accountable partner.",
      columns: 3,
      cards: [
        {
          icon: "wifi",
          title: "Enterprise Wi-Fi",
          description: "Site surveys and managed wireless with seamless roaming and guest access.",
        },
        {
          icon: "lock",
          title: "Firewall & VPN",
          description: "Next-generation firewalls and secure remote access for hybrid teams.",
        },
        {
          icon: "server",
          title: "Data Center & Servers",
          description: "Server rooms, virtualisation and storage designed for uptime.",
        },
        {
          icon: "database",
          title: "Backup & Disaster Recovery",
          description: "Automated backups and tested recovery plans that keep you running.",
        },
        {
          icon: "cpu",
          title: "SD-WAN",
          description: "Reliable, software-defined links between branches at a lower cost.",
        },
        {
          icon: "settings",
          title: "Managed IT Services",
          description: "Patching, upgrades and audits handled for you on a fixed monthly fee.",
        },
      ],
    },
    {
      kind: "chips",
      id: "industries",
      eyebrow: "Industries",
      title: "Industries we serve",
      lead: "We know the regulations and uptime demands of each sector we work in.",
      chips: [
        { icon: "stethoscope", label: "Healthcare" },
        { icon: "graduation-cap", label: "Education" },
        { icon: "store", label: "Retail" },
        { icon: "landmark", label: "Finance" },
        { icon: "building", label: "Government" },
        { icon: "cpu", label: "Technology" },
      ],
    },
    {
      kind: "note",
      id: "client-centric",
      icon: "handshake",
      eyebrow: "Our approach",
      title: "A client-centric approach",
      paragraphs: [
        "No two networks are alike. We start by listening — to your people, your growth plans and your compliance needs — and design a solution that fits your budget today and scales tomorrow. After go-live, you keep the same engineers who built it.",
      ],
    },
    {
      kind: "cta",
      title: "Let's make your network an advantage",
      lead: "Book a free consultation and network health check with one of our engineers.",
      actions: [consultation, { label: "Request a Network Audit", href: contactWithSubject("Network audit") }],
    },
  ],
} as const satisfies ServicePageContent;
