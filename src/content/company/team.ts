import type { ImageKey } from "../images.generated";

/** A member of the team showcase; a member without a profile link has no `href`. */
export interface TeamMember {
  name: string;
  /** One role, or several held at once. */
  role: string | readonly string[];
  image: ImageKey;
  /** Professional profile (opens in a new tab); absent for one member. */
  linkedin?: string;
}

/** Shown when a member's photo fails to load. */
export const teamDefaultImage = "team-default" satisfies ImageKey;

/** The team, in showcase order: pages of five (see `teamShowcase.pageSize`). */
export const team = [
  {
    name: "Neha Kapoor",
    role: "Chief Technology Officer",
    image: "team-1",
    linkedin: "https://www.linkedin.com/in/neha-kapoor-vertexa",
  },
  {
    name: "Daniel Mensah",
    role: "Head of Delivery",
    image: "team-2",
    linkedin: "https://www.linkedin.com/in/daniel-mensah-vertexa",
  },
  {
    name: "Priya Nair",
    role: "Lead UI/UX Designer",
    image: "team-3",
    linkedin: "https://www.linkedin.com/in/priya-nair-vertexa",
  },
  {
    name: "Ethan Clarke",
    role: "Client Partner, Canada",
    image: "team-4",
    linkedin: "https://www.linkedin.com/in/ethan-clarke-vertexa",
  },
  { name: "Amara Okafor", role: "QA Lead", image: "team-5" },
  {
    name: "Karan Patel",
    role: ["Senior Full Stack Developer", "Team Lead"],
    image: "team-6",
    linkedin: "https://www.linkedin.com/in/karan-patel-vertexa",
  },
  {
    name: "Aisha Khan",
    role: "Lead Mobile Engineer",
    image: "team-7",
    linkedin: "https://www.linkedin.com/in/aisha-khan-vertexa",
  },
  {
    name: "Liam O'Connor",
    role: ["DevOps Engineer", "Network Specialist"],
    image: "team-8",
    linkedin: "https://www.linkedin.com/in/liam-oconnor-vertexa",
  },
  {
    name: "Meera Joshi",
    role: "Project Manager",
    image: "team-9",
    linkedin: "https://www.linkedin.com/in/meera-joshi-vertexa",
  },
  {
    name: "Vikram Singh",
    role: ["Solution Architect", "Backend Lead"],
    image: "team-10",
    linkedin: "https://www.linkedin.com/in/vikram-singh-vertexa",
  },
] as const satisfies readonly TeamMember[];

/** A member's roles as a list, whichever way the role is written. */
export const rolesOf = (role: TeamMember["role"]): string[] => (typeof role === "string" ? [role] : [...role]);
