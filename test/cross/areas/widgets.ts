/**
 * The interactive widgets in every engine. Islands may hydrate late or on demand (when scrolled
 * near, or on the first interaction), so each test brings its widget into view and polls until
 * it works, instead of assuming it was hydrated at load.
 */
import { describe, expect, it } from "vitest";
import { HYDRATED_ATTR, ISLAND_ATTR } from "../../../src/client/islands/types";
import { aboutCounters, teamSection } from "../../../src/content/company/about";
import { clientTestimonials, clientTestimonialsSection } from "../../../src/content/home";
import { hireServicesSection, serviceCategories } from "../../../src/content/company/hire";
import { portfolioFilter } from "../../../src/content/company/portfolio";
import { filterProjects, portfolioHref, projects } from "../../../src/content/company/projects";
import { seoPage, seoSmmPage, type ServicePageContent } from "../../../src/content/services";
import { team } from "../../../src/content/company/team";
import { teamShowcase } from "../../../src/content/motion";
import type { Driver, Query } from "../driver";
import { expectClean, pathOf, SOON } from "../support";

const focusedText = (d: Driver) => d.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

export function widgets(driver: () => Driver) {
  describe("home testimonials carousel", () => {
    const group: Query = { role: "group", name: clientTestimonialsSection.title };
    const active = (d: Driver) => d.text({ css: ".swiper-slide-active", within: group });
    const button = (name: string): Query => ({ role: "button", name, within: group });
    /** Swiper ignores a click while its slide transition runs. */
    const settled = (d: Driver) =>
      expect
        .poll(() =>
          d.evaluateOn(
            { css: ".swiper", within: group },
            (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating === false,
          ),
        )
        .toBe(true);

    it.each([390, 1280])("at %i px: arrows and bullets move it, and no text lies under an arrow", async (width) => {
      const d = driver();
      await d.open("/", { width });
      await d.scrollIntoView(group);
      await expect.poll(() => d.count(button("Next testimonial")), SOON).toBe(1);
      await settled(d);
      expect(await active(d)).toContain(clientTestimonials[0]!.message);
      const underArrows = await d.evaluateOn(group, (carousel) => {
        const arrows = [...carousel.querySelectorAll(".swiper-button-prev, .swiper-button-next")].map((a) =>
          a.getBoundingClientRect(),
        );
        const range = document.createRange();
        range.selectNodeContents(carousel.querySelector(".swiper-slide-active .testimonial")!);
        return [...range.getClientRects()].filter((line) =>
          arrows.some((a) => line.left < a.right && line.right > a.left && line.top < a.bottom && line.bottom > a.top),
        ).length;
      });
      expect(underArrows, "text boxes under the arrows").toBe(0);
      await d.click(button("Next testimonial"));
      await expect.poll(() => active(d)).toContain(clientTestimonials[1]!.message);
      await settled(d);
      await d.click(button("Go to testimonial 3"));
      await expect.poll(() => active(d)).toContain(clientTestimonials[2]!.message);
      await settled(d);
      await d.click(button("Previous testimonial"));
      await expect.poll(() => active(d)).toContain(clientTestimonials[1]!.message);
      await expectClean(d);
    });
  });

  describe("a click before the island wakes does what the visitor meant, once", () => {
    it("home testimonials: the server's next arrow, clicked as soon as it is on screen", async () => {
      const d = driver();
      await d.open("/", { width: 1280, reducedMotion: true });
      const carousel: Query = { css: `[${ISLAND_ATTR}="TestimonialCarousel"]` };
      const active = () => d.text({ css: ".swiper-slide-active", within: carousel });
      await d.click({ css: ".swiper-button-next", within: carousel });
      await expect.poll(() => d.attr(carousel, HYDRATED_ATTR), SOON).toBe("true");
      // The replay runs as the island wakes: one slide on, not two.
      expect(await active()).toContain(clientTestimonials[1]!.message);
      await expectClean(d);
    });

    it("portfolio filter: a category link, clicked at once, filters by navigating", async () => {
      const d = driver();
      await d.open("/portfolio", { width: 1280 });
      await d.click({ role: "link", name: "Mobile App", within: { role: "navigation", name: portfolioFilter.label } });
      await expect.poll(() => d.url(), SOON).toContain("category=Mobile");
      const titles = () =>
        d.evaluate(() =>
          [...document.querySelectorAll("main article h2")].map((h) => h.textContent?.replace(/\s+/g, " ").trim()),
        );
      await expect.poll(titles, SOON).toEqual(filterProjects(projects, "Mobile App").map((p) => p.title));
      await expectClean(d);
    });

    it("/hire tabs: a tab clicked as soon as the tabs show is selected", async () => {
      const d = driver();
      await d.open("/hire", { width: 1280 });
      await d.scrollIntoView({ role: "heading", name: hireServicesSection.title });
      await expect.poll(() => d.count({ role: "tab", name: "Frontend" }), SOON).toBe(1);
      await d.click({ role: "tab", name: "Frontend" });
      await expect.poll(() => d.text({ role: "tab", selected: true }), SOON).toBe("Frontend");
      expect(await d.text({ role: "tabpanel" })).toContain(serviceCategories[1].description);
      await expectClean(d);
    });
  });

  describe("/Seosmm card carousel at 390 px", () => {
    const intro = seoSmmPage.sections.find((s) => s.kind === "intro");
    if (intro?.kind !== "intro") throw new Error("/Seosmm has no intro section");
    const region: Query = { role: "region", name: intro.carouselLabel };
    const bullet = (n: number): Query => ({
      role: "button",
      name: intro.bulletLabel.replace("{{index}}", String(n)),
      within: region,
    });
    /** Whether the card linking to `title` lies fully inside the 390 px viewport. */
    const inView = (d: Driver, title: string) =>
      d.evaluateOn({ role: "link", name: title, within: region }, (el) => {
        const card = el.closest("article")!.getBoundingClientRect();
        return card.left >= 0 && card.right <= window.innerWidth;
      });

    it("shows one card at a time, moved by its bullets", async () => {
      const d = driver();
      await d.open("/Seosmm", { width: 390, reducedMotion: true });
      await d.scrollIntoView(region);
      await expect.poll(() => d.count(bullet(2)), SOON).toBe(1);
      expect(await d.attr(region, "aria-roledescription")).toBe("carousel");
      const [seo, smm] = intro.services.map((s) => s.title);
      expect(await inView(d, seo!)).toBe(true);
      expect(await inView(d, smm!)).toBe(false);
      await d.click(bullet(2));
      await expect.poll(() => inView(d, smm!)).toBe(true);
      expect(await inView(d, seo!)).toBe(false);
      await d.click(bullet(1));
      await expect.poll(() => inView(d, seo!)).toBe(true);
      await expectClean(d);
    });
  });

  describe("FAQ on /seo", () => {
    const faq = (seoPage as ServicePageContent).sections.find((s) => s.kind === "faq");
    if (faq?.kind !== "faq") throw new Error("/seo has no FAQ");
    const questions = faq.items.map((i) => i.question);
    const answers = faq.items.map((i) => i.answer);
    /** Indexes of the answers showing (one round trip). */
    const shown = (d: Driver) =>
      d.evaluate(
        (texts: string[]) =>
          [...document.querySelectorAll(".faq-answer")]
            .filter((answer) => answer.checkVisibility({ visibilityProperty: true }))
            .map((answer) => texts.indexOf(answer.textContent?.trim() ?? ""))
            .sort((a, b) => a - b),
        answers,
      );
    const question = (n: number): Query => ({ text: questions[n]! });

    it("mouse: one answer open at a time; a second click closes it", async () => {
      const d = driver();
      await d.open("/seo", { width: 1280 });
      await d.scrollIntoView({ role: "heading", name: faq.title });
      expect(await shown(d)).toEqual([]);
      await d.click(question(0));
      await expect.poll(() => shown(d)).toEqual([0]);
      await d.click(question(3));
      await expect.poll(() => shown(d)).toEqual([3]);
      await d.click(question(3));
      await expect.poll(() => shown(d)).toEqual([]);
      await expectClean(d);
    });

    it("keyboard: Enter and Space toggle the focused question, Tab moves on, one stays open", async () => {
      const d = driver();
      await d.open("/seo", { width: 390 });
      await d.scrollIntoView(question(0));
      await d.evaluateOn(question(0), (el) => (el.closest("summary") as HTMLElement).focus());
      await d.press("Enter");
      await expect.poll(() => shown(d)).toEqual([0]);
      await d.press("Tab");
      expect(await focusedText(d)).toBe(questions[1]);
      await d.press("Space");
      await expect.poll(() => shown(d)).toEqual([1]);
      await d.press("Enter");
      await expect.poll(() => shown(d)).toEqual([]);
      await expectClean(d);
    });
  });

  describe("portfolio filter", () => {
    const group: Query = { role: "group", name: portfolioFilter.label };
    const chip = (category: string): Query => ({ role: "button", name: category, within: group });
    const titles = (d: Driver) =>
      d.evaluate(() =>
        [...document.querySelectorAll("main article h2")].map((h) => h.textContent?.replace(/\s+/g, " ").trim()),
      );
    const titlesOf = (category: string) => filterProjects(projects, category).map((p) => p.title);
    /** The filter (links until then) wakes on the first interaction: focus moves into it, as a keyboard user's would. */
    const wakeFilter = (d: Driver) =>
      d.focus({ css: "a[href]", within: { role: "navigation", name: portfolioFilter.label } });

    it("filters by click; the pressed button and the address follow", async () => {
      const d = driver();
      await d.open("/portfolio", { width: 1280 });
      await wakeFilter(d);
      await expect.poll(() => d.count(chip("Mobile App")), SOON).toBe(1);
      expect(await titles(d)).toEqual(titlesOf("All"));
      for (const category of ["Mobile App", "UI/UX Design", "All"] as const) {
        await d.click(chip(category));
        await expect.poll(() => titles(d)).toEqual(titlesOf(category));
        expect(await d.attr(chip(category), "aria-pressed")).toBe("true");
        expect(await d.count({ css: '[aria-pressed="true"]', within: group })).toBe(1);
        expect(await pathOf(d)).toBe(portfolioHref(category));
      }
      await expectClean(d);
    });

    it("filters from the keyboard", async () => {
      const d = driver();
      await d.open("/portfolio", { width: 390 });
      await wakeFilter(d);
      await expect.poll(() => d.count(chip("All")), SOON).toBe(1);
      await d.focus(chip("All"));
      await d.press("Tab");
      expect(await focusedText(d)).toBe("Web Development");
      await d.press("Enter");
      await expect.poll(() => titles(d)).toEqual(titlesOf("Web Development"));
      await d.press("Tab");
      await d.press("Tab");
      await d.press("Space");
      await expect.poll(() => titles(d)).toEqual(titlesOf("UI/UX Design"));
      expect(new URL(await d.url()).searchParams.get("category")).toBe("UI/UX Design");
      await expectClean(d);
    });
  });

  describe("/hire tabs", () => {
    const tab = (name: string): Query => ({ role: "tab", name });
    const selected = (d: Driver) => d.text({ role: "tab", selected: true });
    const panel: Query = { role: "tabpanel" };

    it("move with the arrow keys (wrapping), Home and End", async () => {
      const d = driver();
      await d.open("/hire", { width: 1280 });
      const tablist: Query = { role: "tablist", name: hireServicesSection.tabsLabel };
      await d.scrollIntoView({ role: "heading", name: hireServicesSection.title });
      await expect.poll(() => d.count(tablist), SOON).toBe(1);
      await d.focus(tab("Backend"));
      await d.press("ArrowRight");
      expect(await focusedText(d)).toBe("Frontend");
      expect(await selected(d)).toBe("Frontend");
      expect(await d.text(panel)).toContain(serviceCategories[1].description);
      await d.press("ArrowLeft");
      await d.press("ArrowLeft");
      expect(await focusedText(d)).toBe("Full Stack");
      expect(await selected(d)).toBe("Full Stack");
      await d.press("Home");
      expect(await selected(d)).toBe("Backend");
      await d.press("End");
      expect(await selected(d)).toBe("Full Stack");
      expect(await d.count(panel)).toBe(1);
      await expectClean(d);
    });
  });

  describe("/about", () => {
    const counters: Query = { role: "region", name: aboutCounters.label };
    const finals = aboutCounters.items.map((c) => `${c.value}${c.suffix}`);
    /** Brings the counters into view and records their values every frame until final (or 10 s). */
    const countUp = (d: Driver) =>
      d.evaluateOn(
        counters,
        async (region, wanted: string[]) => {
          region.scrollIntoView({ block: "center", behavior: "instant" });
          const read = () => [...region.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
          const seen: string[][] = [read()];
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 16));
            const now = read();
            if (now.join() !== seen.at(-1)!.join()) seen.push(now);
            if (seen.length > 1 && now.join() === wanted.join()) break;
          }
          return seen;
        },
        finals,
      );

    it("counters count up when scrolled to and reach their values", async () => {
      const d = driver();
      await d.open("/about", { width: 1280 });
      const seen = await countUp(d);
      expect(seen.at(-1)).toEqual(finals);
      // On the way: every counter shown below its final value at some point.
      const below = aboutCounters.items.map((c, i) => seen.some((values) => Number.parseInt(values[i]!, 10) < c.value));
      expect(below).toEqual(aboutCounters.items.map(() => true));
      await expectClean(d);
    });

    it("counters show their final values at once with reduced motion", async () => {
      const d = driver();
      await d.open("/about", { width: 390, reducedMotion: true });
      // Every value shown, from the scroll until ten frames after the last counter woke (at most 10 s).
      const seen = await d.evaluateOn(
        counters,
        async (region, islandAttr: string, hydratedAttr: string) => {
          region.scrollIntoView({ block: "center", behavior: "instant" });
          const read = () => [...region.querySelectorAll("dd")].map((dd) => dd.textContent ?? "").join(" | ");
          const islands = [...region.querySelectorAll(`[${islandAttr}]`)];
          const seen = new Set([read()]);
          const deadline = Date.now() + 10_000;
          let after = 0;
          while (after < 10 && Date.now() < deadline) {
            await new Promise((r) => requestAnimationFrame(r));
            seen.add(read());
            if (islands.every((island) => island.hasAttribute(hydratedAttr))) after += 1;
          }
          return { values: [...seen], islands: islands.length, awake: after === 10 };
        },
        ISLAND_ATTR,
        HYDRATED_ATTR,
      );
      expect(seen).toEqual({ values: [finals.join(" | ")], islands: finals.length, awake: true });
      await expectClean(d);
    });

    const dot = (n: number): Query => ({ role: "button", name: `${teamSection.pageLabel} ${n}` });
    const shownNames = (d: Driver) =>
      d.evaluate(() =>
        [...document.querySelectorAll("p.team-name")]
          .filter((p) => p.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          .map((p) => p.textContent),
      );

    it.each([1280, 390])("team showcase page dots work at %i px", async (width) => {
      const d = driver();
      await d.open("/about", { width, reducedMotion: true });
      await d.scrollIntoView({ role: "group", name: teamSection.label });
      expect(await shownNames(d)).toEqual(team.slice(0, teamShowcase.pageSize).map((m) => m.name));
      await d.click(dot(2));
      await expect
        .poll(() => shownNames(d), SOON)
        .toEqual(team.slice(teamShowcase.pageSize, 2 * teamShowcase.pageSize).map((m) => m.name));
      expect(await d.attr(dot(2), "aria-pressed")).toBe("true");
      expect(await d.attr(dot(1), "aria-pressed")).toBe("false");
      await d.click(dot(1));
      await expect.poll(() => shownNames(d)).toEqual(team.slice(0, teamShowcase.pageSize).map((m) => m.name));
      expect(await d.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectClean(d);
    });
  });
}
