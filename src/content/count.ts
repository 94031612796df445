const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * A count as copy spells it: a word up to twelve, digits above.
 *
 * @example countWord(12) // "twelve"; countWord(12, "Capital") // "Twelve"; countWord(14) // "14"
 */
export function countWord(count: number, form: "lower" | "Capital" = "lower"): string {
  const word = WORDS[count] ?? String(count);
  return form === "Capital" ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** Items as a sentence lists them: "Surat, Toronto and Noida". */
export const listWords = (items: readonly string[]): string =>
  new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(items);
