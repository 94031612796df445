import { describe, expect, it } from "vitest";
import { planSubject, smmPage, smmPlans } from "../../src/content/services/smm";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;

describe("/smm pricing", () => {
  it("shows the three plans with their prices", async () => {
    opened = await openPage("/smm", { width: 1280 });
    const { page } = opened;
    const section = smmPage.sections.find((s) => s.kind === "pricing")!;
    const pricing = page.getByRole("region", { name: section.title });
    for (const plan of smmPlans) {
      const card = pricing
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: plan.label, exact: true }) });
      expect(await card.getByText(plan.price, { exact: true }).isVisible()).toBe(true);
      for (const feature of plan.features) expect(await card.getByText(feature, { exact: true }).count()).toBe(1);
    }
    expectClean(opened);
  });

  it.each(smmPlans.map((p) => [p.label, p] as const))(
    "'Choose Plan' of %s opens the contact form with that plan as the subject",
    async (_label, plan) => {
      opened = await openPage("/smm", { width: 390 });
      const { page } = opened;
      await page.getByRole("link", { name: `Choose Plan — ${plan.label}` }).click();
      await page.waitForURL(/\/contact\?subject=/);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/contact");
      expect(url.searchParams.get("subject")).toBe(planSubject(plan));
    },
  );
});
