import { Hono } from "hono";
import { admin } from "./admin";
import { api } from "./api";
import { desk } from "../desk/routes";
import { deskLeadUrl } from "../desk/leadUrl";
import { handleError } from "./errorPage";
import { linkSlackTo } from "./leads/channels/slack";
import { withValidator } from "./revalidate";
import { noindexHeader } from "./middleware/noindex";
import { securityHeaders } from "./middleware/security";
import { speculationRulesHeader } from "./middleware/speculationRules";
import { seoFiles } from "./seoFiles";
import { pageRenderer, renderAnswer, renderRoute } from "./render";
import { matchRoute } from "./routes";
import type { AppEnv } from "./types";
import { log } from "./log";

export const app = new Hono<AppEnv>();

app.use(securityHeaders(import.meta.env.DEV));
// A Preview is never indexed: `X-Robots-Tag: noindex` on every answer (NOINDEX, wrangler.toml).
app.use(noindexHeader);
// Every HTML answer names the prerender rules (served here too): instant same-site navigations.
app.use(speculationRulesHeader);
// Every HTML answer (pages, the 404, a contact form shown again) renders through c.render.
app.use(pageRenderer);

app.route("/api", api);
// The lead desk: its own gate (Cloudflare Access, or a local request), never a page of the registry.
app.route("/desk", desk);
// The site editor (Sveltia CMS) and its GitHub sign-in: behind the desk's gate, with its own CSP.
app.route("/admin", admin);
// A Slack message links the lead's page on the desk (when the desk is behind Access): handed in
// here, so the lead store and its channels know nothing of the desk.
linkSlackTo(deskLeadUrl);
app.route("/", seoFiles);

app.get("*", async (c, next) => {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.search);
  if (match.kind === "redirect") return c.redirect(match.location, 301);
  if (match.kind === "page") return withValidator(c, () => renderRoute(c, match.route));
  return next();
});

app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  log("warn", "not_found", { method: c.req.method, path });
  // No canonical: the requested path is the client's, not a page of the site.
  return renderAnswer(c, "notFound", { status: 404, current: path });
});

app.onError(handleError);

export default app satisfies ExportedHandler<Env>;

// The Durable Object that keeps every lead until it is delivered (src/server/leads).
export { LeadStore } from "./leads";
