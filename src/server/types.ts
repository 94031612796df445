/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here. */
export interface Secrets {
  /** Form-to-email provider access key (`wrangler secret put FORM_ACCESS_KEY`). */
  FORM_ACCESS_KEY?: string;
  /** Bearer token of the operators' lead API on the deployed site (`wrangler secret put LEADS_ADMIN_TOKEN`). */
  LEADS_ADMIN_TOKEN?: string;
  /** The webhook channel's signing secret (the URL is the var LEADS_WEBHOOK_URL). */
  LEADS_WEBHOOK_SECRET?: string;
  /** The Slack channel's incoming-webhook URL, a credential (`wrangler secret put LEADS_SLACK_WEBHOOK_URL`). */
  LEADS_SLACK_WEBHOOK_URL?: string;
  /** Cloudflare Turnstile's secret (`wrangler secret put TURNSTILE_SECRET_KEY`); with the site key it turns the challenge on. */
  TURNSTILE_SECRET_KEY?: string;
  /** The GitHub OAuth app's client secret, for the site editor's sign-in (`wrangler secret put GITHUB_OAUTH_CLIENT_SECRET`). */
  GITHUB_OAUTH_CLIENT_SECRET?: string;
}

/**
 * Settings that are not secret but are not in wrangler.toml either: left unset in production (the
 * defaults apply), set by `npm start`, the tests and the measuring scripts.
 */
export interface Settings {
  /** Retry schedule overrides (tests and the fault script shrink it); production uses the defaults. */
  LEADS_RETRY_BASE_MS?: string;
  LEADS_RETRY_MAX_MS?: string;
  LEADS_RETRY_WINDOW_MS?: string;
  LEADS_ALERT_AFTER_MS?: string;
  /** How long one webhook attempt waits (default 10000 ms). */
  LEADS_WEBHOOK_TIMEOUT_MS?: string;
  /** "on" only under `npm start`: without FORM_ACCESS_KEY, leads are printed in the terminal (the sink). */
  LOCAL_SINK?: string;
  /** How long a submission waits for the lead store before it is answered 503 (default 5000 ms). */
  LEADS_ACCEPT_TIMEOUT_MS?: string;
  /** Where tokens are verified (default Cloudflare's siteverify; tests point it at a local stand-in). */
  TURNSTILE_VERIFY_URL?: string;
  /** How long siteverify may take before the submission is held instead (default 3000 ms). */
  TURNSTILE_TIMEOUT_MS?: string;
  /** "on" in a Preview (wrangler.toml's `[previews.vars]`): every answer `noindex`, robots.txt refuses all. */
  NOINDEX?: string;
  /** Where the desk's gate reads the Access team's keys (default `https://<DESK_ACCESS_TEAM>/cdn-cgi/access/certs`; tests point it at a stand-in). */
  DESK_ACCESS_CERTS_URL?: string;
  /** Where the lead store lives: unset (Cloudflare places it), or "eu" (docs/operations.md, "Where the data lives"). */
  LEADS_JURISDICTION?: string;
  /** Where the site editor's sign-in sends the browser and exchanges the code (GitHub's, unless a test points them at a stand-in on loopback: nowhere else is accepted). */
  GITHUB_OAUTH_AUTHORIZE_URL?: string;
  GITHUB_OAUTH_TOKEN_URL?: string;
}

/** Hono environment of the app: the generated `Env` bindings, the secrets and the settings. */
export interface AppEnv {
  Bindings: Env & Secrets & Settings;
}
