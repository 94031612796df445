// @vitest-environment jsdom
/**
 * The contact form's submission id in the browser: a fresh one in every form when the page is
 * shown, in the field and in the island's props alike (or hydration would put the served one
 * back); kept on a send that fails, renewed after one that succeeds.
 */
import { afterEach, describe, expect, it } from "vitest";
import { submissionIdField } from "../../../../src/content/contact";
import { ensureSubmissionId, freshSubmissionIds, renewSubmissionId } from "../../../../src/client/islands/submissionId";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "../../../../src/client/islands/types";

const SERVED = "11111111-1111-4111-8111-111111111111";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Two served contact forms, as the server renders them (island marker, props, hidden field). */
function served(): HTMLFormElement[] {
  const island = (id: string) =>
    `<div ${ISLAND_ATTR}="ContactForm" ${ISLAND_PROPS_ATTR}='${JSON.stringify({ id, submissionId: SERVED })}'>` +
    `<form><input type="hidden" name="${submissionIdField}" value="${SERVED}"></form></div>`;
  document.body.innerHTML = island("contact-form") + island("hire-form");
  return [...document.querySelectorAll("form")];
}
const idOf = (form: HTMLFormElement) => (form.elements.namedItem(submissionIdField) as HTMLInputElement).value;
const propsOf = (form: HTMLFormElement) =>
  JSON.parse(form.closest(`[${ISLAND_ATTR}]`)!.getAttribute(ISLAND_PROPS_ATTR)!) as Record<string, string>;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("freshSubmissionIds", () => {
  it("gives each form shown a new id of its own, in its field and its island's props", () => {
    const forms = served();
    freshSubmissionIds();
    const ids = forms.map(idOf);
    expect(ids.every((id) => UUID.test(id) && id !== SERVED)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    for (const form of forms) expect(propsOf(form).submissionId).toBe(idOf(form));
  });

  it("the same HTML shown twice (a cache, a prerender) gets two ids", () => {
    const [first] = served();
    freshSubmissionIds();
    const once = idOf(first!);
    const [again] = served();
    freshSubmissionIds();
    expect(idOf(again!)).not.toBe(once);
  });

  it("leaves a page without a form alone", () => {
    document.body.innerHTML = "<main><p>No form</p></main>";
    freshSubmissionIds();
    expect(document.body.innerHTML).toBe("<main><p>No form</p></main>");
  });
});

describe("ensureSubmissionId and renewSubmissionId", () => {
  it("keep the id shown until a send succeeds, then a new one", () => {
    const [form] = served();
    ensureSubmissionId(form!);
    expect(idOf(form!)).toBe(SERVED);
    renewSubmissionId(form!);
    expect(idOf(form!)).toMatch(UUID);
    expect(idOf(form!)).not.toBe(SERVED);
  });
});
