/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here. */
export interface Secrets {
  /** Form-to-email provider access key (`wrangler secret put FORM_ACCESS_KEY`). */
  FORM_ACCESS_KEY?: string;
}

/** Hono environment of the app: the generated `Env` bindings plus secrets. */
export interface AppEnv {
  Bindings: Env & Secrets;
}
