import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seoPage, smmPage, type ServicePageContent } from "../../src/content/services";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

const faqOf = (content: ServicePageContent) => {
  const section = content.sections.find((s) => s.kind === "faq");
  if (section?.kind !== "faq") throw new Error(`${content.path} has no FAQ`);
  return section;
};

/** The question (the <summary>, named by its text) and whether its answer is showing. */
const question = (page: Page, text: string) => page.getByText(text, { exact: true });
const answerShown = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();
/** Answers currently showing, by index. */
const shown = async (page: Page, answers: readonly string[]) => {
  const visible = await Promise.all(answers.map((a) => answerShown(page, a)));
  return visible.flatMap((v, i) => (v ? [i] : []));
};
/** Expanded state as exposed by the native disclosure (<details open>). */
const expanded = (page: Page, text: string) =>
  question(page, text).evaluate((el) => el.closest("details")?.open ?? null);

describe.each([
  ["/seo", seoPage],
  ["/smm", smmPage],
] as const)("FAQ on %s", (path, content) => {
  const faq = faqOf(content);
  const questions = faq.items.map((i) => i.question);
  const answers = faq.items.map((i) => i.answer);

  it("mouse: starts closed, opens one answer at a time, and closes the open one on a second click", async () => {
    opened = await openPage(path);
    const { page } = opened;
    await page.getByRole("heading", { name: faq.title }).scrollIntoViewIfNeeded();
    expect(await shown(page, answers)).toEqual([]);
    await question(page, questions[0]!).click();
    await expect.poll(() => shown(page, answers)).toEqual([0]);
    expect(await expanded(page, questions[0]!)).toBe(true);
    await question(page, questions[3]!).click();
    await expect.poll(() => shown(page, answers)).toEqual([3]);
    expect(await expanded(page, questions[0]!)).toBe(false);
    await question(page, questions[3]!).click();
    await expect.poll(() => shown(page, answers)).toEqual([]);
    expectClean(opened);
  });

  it("keyboard: Enter and Space toggle the focused question, Tab moves to the next, and only one stays open", async () => {
    opened = await openPage(path);
    const { page } = opened;
    await question(page, questions[0]!).evaluate((el) => (el.closest("summary") as HTMLElement).focus());
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Enter");
    await expect.poll(() => shown(page, answers)).toEqual([0]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(questions[1]);
    await page.keyboard.press("Space");
    await expect.poll(() => shown(page, answers)).toEqual([1]);
    await page.keyboard.press("Enter");
    await expect.poll(() => shown(page, answers)).toEqual([]);
    expectClean(opened);
  });

  it("works without JavaScript", async () => {
    opened = await openPage(path, { javaScriptEnabled: false });
    const { page } = opened;
    await question(page, questions[1]!).click();
    expect(await shown(page, answers)).toEqual([1]);
    await question(page, questions[5]!).click();
    expect(await shown(page, answers)).toEqual([5]);
    await question(page, questions[5]!).click();
    expect(await shown(page, answers)).toEqual([]);
  });
});
