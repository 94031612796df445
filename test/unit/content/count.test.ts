import { describe, expect, it } from "vitest";
import { countWord, listWords } from "../../../src/content/count";

describe("countWord", () => {
  it("spells counts up to twelve as words, in lower case or capitalised", () => {
    expect(countWord(3)).toBe("three");
    expect(countWord(12)).toBe("twelve");
    expect(countWord(6, "Capital")).toBe("Six");
  });

  it("writes larger counts as digits", () => {
    expect(countWord(13)).toBe("13");
    expect(countWord(140, "Capital")).toBe("140");
  });
});

describe("listWords", () => {
  it("joins items as a sentence does, without a serial comma", () => {
    expect(listWords(["Surat", "Toronto", "Noida"])).toBe("Surat, Toronto and Noida");
    expect(listWords(["India", "Canada"])).toBe("India and Canada");
    expect(listWords(["Surat"])).toBe("Surat");
  });
});
