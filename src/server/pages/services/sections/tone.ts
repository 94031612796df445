/** Background of a page section; service pages alternate "default" and "muted". */
export type SectionTone = "default" | "muted";
