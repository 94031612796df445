import { contactFields, contactVariants, type ContactFieldName } from "../content/contact";
import type { PrivacyFacts } from "../content/company/privacy";
import { site } from "../content/site";
import { storedTheme, themeChoices, themeCookie } from "../content/theme";
import { leadsJurisdiction } from "./leads/jurisdiction";
import { channels } from "./leads/channels";
import { retentionFrom } from "./leads/schedule";
import { loggedFields } from "./log";
import { challengeSiteKey } from "./turnstile";
import type { AppEnv } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long Cloudflare keeps a Durable Object's point-in-time recovery (docs/operations.md, erasure). */
const POINT_IN_TIME_RECOVERY_DAYS = 30;

/**
 * What the privacy notice states, read from the same settings and constants the code enforces:
 * the retention the alarm purges by, the channels the outbox delivers to (each describes its own
 * receiver: `Channel.receiver`), the spam check the
 * forms load, the theme cookie the control sets, the fields a log line may carry. Rendered per
 * request, so the notice cannot drift from the configuration.
 */
export function privacyFacts(env: AppEnv["Bindings"]): PrivacyFacts {
  const retention = retentionFrom(env as unknown as Record<string, unknown>);
  const fieldNames = new Set<ContactFieldName>(Object.values(contactVariants).flatMap((variant) => variant.fields));
  return {
    contactEmail: site.email,
    controller: site.legalName,
    formFields: [...fieldNames].map((name) => contactFields[name].label),
    retentionDays: {
      delivered: retention.deliveredMs / DAY_MS,
      held: retention.heldMs / DAY_MS,
      failed: retention.failedMs / DAY_MS,
    },
    receivers: channels.flatMap((channel) => channel.receiver(env) ?? []),
    challenge: challengeSiteKey(env) !== null,
    cookie: {
      name: themeCookie.name,
      days: themeCookie.maxAge / (DAY_MS / 1000),
      // The choices the cookie can hold ("system" is its absence).
      values: themeChoices.filter((choice) => storedTheme(choice) !== undefined),
    },
    logged: [...new Set(Object.values(loggedFields))],
    jurisdiction: leadsJurisdiction(env),
    backupDays: POINT_IN_TIME_RECOVERY_DAYS,
  };
}
