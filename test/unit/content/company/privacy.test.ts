/**
 * The privacy notice as the page gets it (src/content/company/privacy.ts): every sentence filled in
 * with the facts it names, and the sentences said only in some settings picked by them.
 */
import { describe, expect, it } from "vitest";
import { days, privacyPage, type PrivacyFacts } from "../../../../src/content/company/privacy";

const facts: PrivacyFacts = {
  contactEmail: "privacy@example.org",
  controller: "Example Holdings Ltd.",
  formFields: ["Full name", "Email"],
  retentionDays: { delivered: 11, held: 0.25, failed: 1 },
  receivers: ["mail.example.net turns each enquiry into an e-mail to our team."],
  challenge: false,
  cookie: { name: "scheme", days: 17, values: ["light", "dark"] },
  logged: ["which form was sent"],
  jurisdiction: null,
  backupDays: 23,
};

/** Every sentence of the notice, in order. */
const text = (f: PrivacyFacts) =>
  privacyPage
    .sections(f)
    .flatMap((section) => [section.title, ...section.paragraphs, ...(section.items ?? []), ...(section.after ?? [])]);

const section = (f: PrivacyFacts, id: string) => {
  const found = privacyPage.sections(f).find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe("the privacy notice", () => {
  it("fills every placeholder with the facts, leaving none", () => {
    const all = text(facts).join("\n");
    expect(all).not.toMatch(/\{\w+\}/);
    for (const fact of ["privacy@example.org", "Example Holdings Ltd.", "full name and email", '"scheme"'])
      expect(all).toContain(fact);
    expect(all).toContain(`${days(17)}`);
    expect(all).toContain(`${days(23)}`);
  });

  it("says each retention in days, in the order delivered, held, failed", () => {
    const items = section(facts, "retention").items ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toContain(days(11));
    expect(items[1]).toContain(days(0.25));
    expect(items[2]).toContain(days(1));
  });

  it("spells days as the notice says them", () => {
    expect(days(1)).toBe("1 day");
    expect(days(30)).toBe("30 days");
    expect(days(0.5)).toBe("0.50 days");
  });

  it("lists the receivers after the host, and what a log line may hold as the list", () => {
    expect(section(facts, "recipients").paragraphs[1]).toBe(facts.receivers[0]);
    expect(section(facts, "logs").items).toEqual(facts.logged);
  });

  it("says the spam check's sentence only while it is on", () => {
    const off = section(facts, "recipients").paragraphs;
    const on = section({ ...facts, challenge: true }, "recipients").paragraphs;
    expect(on).toHaveLength(off.length + 1);
    expect(on.filter((p) => !off.includes(p))).toHaveLength(1);
  });

  it("says where the lead store is by its jurisdiction: the EU's sentence for eu, else where Cloudflare placed it", () => {
    const where = (jurisdiction: string | null) => section({ ...facts, jurisdiction }, "recipients").paragraphs.at(-1);
    expect(where("eu")).not.toBe(where(null));
    expect(where("fedramp")).toBe(where(null));
  });
});
