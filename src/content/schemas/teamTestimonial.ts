/** What a member of the team says about working here, on /about: one YAML file in src/content/team-testimonials. */
import { z } from "zod";
import { images } from "../images.generated.ts";
import { choice, text, wholeNumber } from "./fields.ts";

/** The drawn avatars (tools/artwork): `avatar-1`, `avatar-2` … */
export const AVATARS = Object.keys(images).filter((key) => /^avatar-[0-9]+$/.test(key)) as [string, ...string[]];

export const teamTestimonialSchema = z.strictObject({
  name: text({ title: "Name", max: 40, why: "fit on the card" }),
  role: text({ title: "Role", max: 40, why: "fit on the card" }),
  order: wholeNumber({ title: "Position in the carousel", hint: "1 comes first", min: 1 }),
  avatar: choice(AVATARS, "Avatar", "The drawn avatar shown beside the words"),
  feedback: text({ title: "What they said", min: 40, max: 320, why: "fit on the carousel's card", multiline: true }),
});
