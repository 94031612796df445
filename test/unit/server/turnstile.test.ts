import { describe, expect, it } from "vitest";
import { challengeSiteKey } from "../../../src/server/turnstile";

describe("challengeSiteKey", () => {
  it("is the site key when both keys are set, else null", () => {
    expect(challengeSiteKey({ TURNSTILE_SITE_KEY: " site ", TURNSTILE_SECRET_KEY: "s" } as never)).toBe("site");
    expect(challengeSiteKey({ TURNSTILE_SITE_KEY: "site" } as never)).toBeNull();
    expect(challengeSiteKey({ TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: " " } as never)).toBeNull();
    expect(challengeSiteKey({ TURNSTILE_SITE_KEY: " ", TURNSTILE_SECRET_KEY: "s" } as never)).toBeNull();
    expect(challengeSiteKey({ TURNSTILE_SECRET_KEY: "s" } as never)).toBeNull();
  });
});
