import data from "virtual:content/process";
import type { Single } from "../schemas/collection";
import type { processSchema } from "../schemas/process";

/** The development process, step by step (src/content/process.yaml; the services overview shows it, its count is in the copy). */
export const developmentProcess = (data as Single<typeof processSchema>).steps;
