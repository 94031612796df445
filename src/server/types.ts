/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here. */
export interface Secrets {
  /** Form-to-email provider access key (`wrangler secret put FORM_ACCESS_KEY`). */
  FORM_ACCESS_KEY?: string;
  /** Bearer token of the operators' lead API on the deployed site (`wrangler secret put LEADS_ADMIN_TOKEN`). */
  LEADS_ADMIN_TOKEN?: string;
  /** Retry schedule overrides (tests and the fault script shrink it); production uses the defaults. */
  LEADS_RETRY_BASE_MS?: string;
  LEADS_RETRY_MAX_MS?: string;
  LEADS_RETRY_WINDOW_MS?: string;
  LEADS_ALERT_AFTER_MS?: string;
}

/** Hono environment of the app: the generated `Env` bindings plus secrets. */
export interface AppEnv {
  Bindings: Env & Secrets;
}
