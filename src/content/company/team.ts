import entries from "virtual:content/team";
import type { ImageKey } from "../images.generated";
import type { Entry } from "../schemas/collection";
import type { teamMemberSchema } from "../schemas/teamMember";

/** A member as src/content/team/<slug>.yaml writes them. */
type TeamMemberEntry = Entry<typeof teamMemberSchema>;

/** A member of the team showcase: their roles, their drawn portrait and, for most, a profile link. */
export type TeamMember = Omit<TeamMemberEntry, "roles" | "portrait"> & { role: readonly string[]; image: ImageKey };

/** Shown when a member's photo fails to load. */
export const teamDefaultImage = "team-default" satisfies ImageKey;

/** The team (src/content/team), in showcase order: pages of five (see `teamShowcase.pageSize`). */
export const team: readonly TeamMember[] = (entries as readonly TeamMemberEntry[]).map(
  ({ roles, portrait, ...member }) => ({
    ...member,
    role: roles,
    image: portrait as ImageKey,
  }),
);

/** A member's roles as a list, whichever way the role is written. */
export const rolesOf = (role: string | readonly string[]): string[] => (typeof role === "string" ? [role] : [...role]);
