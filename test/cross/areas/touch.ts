/**
 * Touch input, through each engine's own driver: a tap on the mobile menu and a swipe on the home
 * testimonials. Chromium gets touches from the DevTools protocol (`Input.dispatchTouchEvent`),
 * Firefox from puppeteer's touchscreen over WebDriver BiDi (`input.performActions` with a pointer
 * of type "touch"), WebKit from classic WebDriver pointer actions of type "touch".
 *
 * The page records what arrives — the pointer type of every `pointerdown` and every `touchstart`
 * — so a test proves a finger did it, not a mouse. WebKitGTK's driver takes touch actions but
 * performs them with the mouse: there the test asserts exactly that (TOUCH_INPUT below), so it
 * fails, and its row is to be changed, the day WebKitGTK sends touches.
 */
import { describe, expect, it } from "vitest";
import { clientTestimonials, clientTestimonialsSection } from "../../../src/content/home";
import type { Driver, EngineName, Query } from "../driver";
import { expectClean, SOON } from "../support";

/** What one touch by the engine's driver reaches the page as. */
export const TOUCH_INPUT: Record<EngineName, { pointerType: "touch" | "mouse"; touchEvents: boolean }> = {
  chromium: { pointerType: "touch", touchEvents: true },
  firefox: { pointerType: "touch", touchEvents: true },
  // WebKitWebDriver (GTK) accepts `pointerType: "touch"` and sends mouse events: no touch input.
  webkit: { pointerType: "mouse", touchEvents: false },
};

const menu: Query = { role: "button", name: "Menu" };
const aboutLink: Query = {
  role: "link",
  name: "About Us",
  within: { role: "navigation", name: "Main" },
  includeHidden: true,
};
const testimonials: Query = { role: "group", name: clientTestimonialsSection.title };
const activeSlide: Query = { css: ".swiper-slide-active", within: testimonials };

interface Arrivals {
  /** The pointer type of every `pointerdown`. */
  pointers: string[];
  touchstarts: number;
}

/** From now on, the page records what input arrives (in `window.arrivals`). */
const recordInput = (d: Driver) =>
  d.evaluate(() => {
    const arrivals: Arrivals = { pointers: [], touchstarts: 0 };
    (window as unknown as { arrivals: Arrivals }).arrivals = arrivals;
    const options = { capture: true, passive: true };
    addEventListener("pointerdown", (event) => arrivals.pointers.push(event.pointerType), options);
    addEventListener("touchstart", () => (arrivals.touchstarts += 1), options);
  });

/** What `touches` touches by the engine's driver bring to the page. */
const expectArrived = async (d: Driver, touches: number) => {
  const { pointerType, touchEvents } = TOUCH_INPUT[d.engine];
  const arrived = await d.evaluate(() => (window as unknown as { arrivals: Arrivals }).arrivals);
  expect(arrived, `${d.engine}: what its driver's touch input reached the page as`).toEqual({
    pointers: Array<string>(touches).fill(pointerType),
    touchstarts: touchEvents ? touches : 0,
  });
};

/** Swiper ignores a swipe while its slide transition runs. */
const settled = (d: Driver) =>
  expect
    .poll(() =>
      d.evaluateOn(
        { css: ".swiper", within: testimonials },
        (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating === false,
      ),
    )
    .toBe(true);

export function touch(driver: () => Driver) {
  describe("touch input", () => {
    it("a tap on Menu at 390 px opens the menu, once, and a second tap closes it", async () => {
      const d = driver();
      await d.open("/", { width: 390 });
      await recordInput(d);
      expect(await d.visible(aboutLink)).toBe(false);
      await d.tap(menu);
      await expect.poll(() => d.attr(menu, "aria-expanded"), SOON).toBe("true");
      await expect.poll(() => d.visible(aboutLink)).toBe(true);
      await expectArrived(d, 1);
      // One tap is one toggle: the touch and the click it makes do not open and close it again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await d.attr(menu, "aria-expanded")).toBe("true");
      await d.tap(menu);
      await expect.poll(() => d.attr(menu, "aria-expanded")).toBe("false");
      await expect.poll(() => d.visible(aboutLink)).toBe(false);
      await expectArrived(d, 2);
      await expectClean(d);
    });

    it("a swipe to the left on the home testimonials shows the next one, and back to the right the first", async () => {
      const d = driver();
      await d.open("/", { width: 390 });
      await d.scrollIntoView(testimonials);
      // Awake: Swiper has made its arrows' buttons.
      await expect
        .poll(() => d.count({ role: "button", name: "Next testimonial", within: testimonials }), SOON)
        .toBe(1);
      await settled(d);
      await recordInput(d);
      expect(await d.text(activeSlide)).toContain(clientTestimonials[0]!.message);
      // Two thirds of a slide's width: past Swiper's half-way mark, however slowly the driver moves.
      const swipe = Math.round(((await d.evaluateOn(activeSlide, (el) => el.getBoundingClientRect().width)) * 2) / 3);
      await d.swipe(activeSlide, -swipe);
      await expect.poll(() => d.text(activeSlide)).toContain(clientTestimonials[1]!.message);
      await expectArrived(d, 1);
      await settled(d);
      await d.swipe(activeSlide, swipe);
      await expect.poll(() => d.text(activeSlide)).toContain(clientTestimonials[0]!.message);
      await expectArrived(d, 2);
      await expectClean(d);
    });
  });
}
