/** A member of the team showcase on /about: one YAML file in src/content/team. */
import { z } from "zod";
import { images } from "../images.generated.ts";
import { choice, text, webAddress, wholeNumber } from "./fields.ts";

/** The drawn portraits (tools/artwork): `team-1`, `team-2` … */
export const TEAM_PORTRAITS = Object.keys(images).filter((key) => /^team-[0-9]+$/.test(key)) as [string, ...string[]];

export const teamMemberSchema = z.strictObject({
  name: text({ title: "Name", max: 40, why: "fit under the photo" }),
  order: wholeNumber({
    title: "Position in the showcase",
    hint: "1 comes first; the showcase shows five at a time",
    min: 1,
  }),
  roles: z
    .array(text({ title: "Role", max: 40, why: "fit on one line under the name" }))
    .min(1, "at least one is needed")
    .max(3, "at most 3 fit under the name")
    .meta({ title: "Roles", description: "One, or several held at once, one per line" }),
  portrait: choice(TEAM_PORTRAITS, "Portrait", "The drawn portrait shown for this member"),
  linkedin: webAddress("LinkedIn profile", "Opens when the photo is selected; leave empty for none").optional(),
});
