import { Hono, type MiddlewareHandler } from "hono";
import { deskAccess, type DeskEnv } from "../../desk/gate";
import { noindexAll } from "../middleware/noindex";
import { adminAssets } from "./assets";
import { cmsConfig, cmsSettings } from "./config";
import { authCallback, authStart } from "./oauth";
import { cmsPage, notSetUpPage } from "./documents";
import { GITHUB_STATUS_PATH } from "./shared";
import { githubStatus } from "./status";

/**
 * Every answer under /admin, a refusal and the 404 included: never stored by a cache or the
 * browser's back/forward cache (the sign-in popup's page holds a token), never indexed.
 */
const adminHeaders: MiddlewareHandler<DeskEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/** A Preview (`NOINDEX`, wrangler.toml's `[previews.vars]`) has no editor: it would edit the real repository from a pull request's copy. */
const notInPreview: MiddlewareHandler<DeskEnv> = async (c, next) => (noindexAll(c.env) ? c.notFound() : next());

/**
 * `/admin`: the site editor, Sveltia CMS (docs/operations.md, "The site editor"), and its GitHub
 * sign-in relay. Behind the lead desk's own gate (`deskAccess`: Cloudflare Access, or a request
 * made on this computer under `npm start`, where the CMS also offers to edit the local folder).
 */
export const admin = new Hono<DeskEnv>()
  .use(adminHeaders)
  .use(notInPreview)
  .use(deskAccess)
  .get("/", (c) => {
    const { local } = c.get("operator");
    const { cms } = adminAssets.entries;
    const settings = cmsSettings(c.env, local);
    if (!settings.ok) return c.html(notSetUpPage(settings.problem, cms, adminAssets.integrity), 503);
    const config = cmsConfig({
      origin: new URL(c.req.url).origin,
      repo: settings.repo,
      branch: settings.branch,
      siteUrl: c.env.SITE_URL,
    });
    return c.html(cmsPage({ config, local, entry: cms, integrity: adminAssets.integrity }));
  })
  .get("/auth", authStart)
  .get("/callback", authCallback)
  .get(GITHUB_STATUS_PATH.slice("/admin".length), githubStatus);
