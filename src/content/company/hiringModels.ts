import entries from "virtual:content/hiring-models";
import type { Entry } from "../schemas/collection";
import type { hiringModelSchema } from "../schemas/hiringModel";

/** A hiring model as src/content/hiring-models/<slug>.yaml writes it: its terms for each page. */
type HiringModelEntry = Entry<typeof hiringModelSchema>;

/** A way to work with the company and the terms one page states (`HiringModelCards`). */
export type HiringModel = Omit<HiringModelEntry, "careers" | "hire" | "order" | "slug"> & HiringModelEntry["careers"];

const models = entries as readonly HiringModelEntry[];

/** The models with the terms of one page: those for people who join, or for clients who hire. */
export const hiringModelsFor = (page: "careers" | "hire"): readonly HiringModel[] =>
  models.map((model) => ({
    title: model.title,
    icon: model.icon,
    duration: model.duration,
    communication: model[page].communication,
    hiringPeriod: model[page].hiringPeriod,
  }));
