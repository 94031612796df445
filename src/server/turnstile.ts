import type { AppEnv } from "./types";

/**
 * Turnstile's site key when the spam check is on (the Worker has both keys), else null. The pages
 * with a contact form render it into the form, their CSP lets Turnstile load
 * (middleware/security.ts), and `POST /api/contact` verifies the token (api/submission/challenge.ts).
 */
export function challengeSiteKey(env: AppEnv["Bindings"]): string | null {
  const site = env.TURNSTILE_SITE_KEY?.trim();
  return site && env.TURNSTILE_SECRET_KEY?.trim() ? site : null;
}
