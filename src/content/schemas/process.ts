/** The development process: one YAML file, src/content/process.yaml, its steps in order. */
import { z } from "zod";
import { card } from "./blocks.ts";

export const processSchema = z.strictObject({
  steps: z
    .array(card("Step"))
    .min(2, "at least 2 are needed to make a process")
    .max(12, "at most 12 fit the services page")
    .meta({ title: "Steps", description: "In order: the services page numbers them and counts them in its words" }),
});
