/**
 * The HTML documents `/admin` answers, written whole (no React: the CMS is its own app): the CMS's
 * page, the page saying what is not set up, and the sign-in popup that hands the token back. (The
 * public site's document is src/server/document.tsx.)
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { EntryAssets } from "./assets";
import { adminWords } from "./words";

/**
 * A JSON data block's text: `<` written as `\u003c`, so no value can close the `<script>` it sits
 * in (the browser runs nothing of it: `type="application/json"` is data, allowed by the CSP).
 */
export const jsonBlock = (value: unknown) => raw(JSON.stringify(value).replace(/</g, "\\u003c"));

/** A page's files, each with its integrity when the build computed one. */
function files(entry: EntryAssets, integrity: Record<string, string>) {
  const sri = (path: string) => (integrity[path] ? html`integrity="${integrity[path]}"` : "");
  const script = entry.script ? html`<script type="module" src="${entry.script}" ${sri(entry.script)}></script>` : "";
  return html`${entry.styles.map((href) => html`<link rel="stylesheet" href="${href}" ${sri(href)} />`)}${script}`;
}

/**
 * The head every admin page shares: never indexed, the site's icon, and no `Referer` from it to
 * anyone (the popup's address holds GitHub's code).
 */
const head = (title: string, entry: EntryAssets, integrity: Record<string, string>) =>
  html`<meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta
      name="referrer"
      content="no-referrer"
    /><meta name="robots" content="noindex, nofollow" /><title>${title}</title
    ><link rel="icon" href="/favicon.svg" type="image/svg+xml" />${files(entry, integrity)}`;

/**
 * `/admin`: a thin bar (the way to the lead desk and the site; on a local editor, the desk's
 * "unprotected" notice), Sveltia CMS below it in `#nc-root` (its custom mount element), and its
 * configuration as a data block the page's script reads.
 */
export function cmsPage({
  config,
  local,
  entry,
  integrity,
}: {
  config: unknown;
  local: boolean;
  entry: EntryAssets;
  integrity: Record<string, string>;
}): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
    <html lang="en">
      <head>
        ${head(adminWords.appTitle, entry, integrity)}
      </head>
      <body class="admin">
        <header class="admin-bar">
          <nav aria-label="${adminWords.barLabel}">
            <strong>${adminWords.title}</strong>
            <a href="/desk">${adminWords.deskLink}</a>
            <a href="/">${adminWords.siteLink}</a>
          </nav>
          ${local ? html`<p class="admin-banner" role="note">${adminWords.unprotected}</p>` : ""}
        </header>
        <div id="nc-root"></div>
        <noscript><p class="admin-message">${adminWords.noScript}</p></noscript>
        <script type="application/json" id="cms-config">
          ${jsonBlock(config)}
        </script>
      </body>
    </html>`;
}

/** `/admin` when its settings are missing or wrong: says which, and where the owner's steps are (no CMS script). */
export function notSetUpPage(problem: string, entry: EntryAssets, integrity: Record<string, string>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        ${head(adminWords.notSetUp.title, { styles: entry.styles, script: "" }, integrity)}
      </head>
      <body class="admin admin-page">
        <main class="admin-message">
          <h1>${adminWords.notSetUp.title}</h1>
          <p>${adminWords.notSetUp.message(problem)}</p>
          <p><a href="/desk">${adminWords.deskLink}</a></p>
        </main>
      </body>
    </html>`;
}

/** What the sign-in popup hands the CMS: Sveltia's `authorization:<provider>:<result>:<content>` message, in parts. */
export type PopupMessage =
  | { provider: string; result: "success"; content: { provider: string; token: string } }
  | { provider: string; result: "error"; content: { provider: string; error: string; errorCode: string } };

/**
 * The sign-in popup's page (`/admin/callback`, and `/admin/auth` when it cannot start): what
 * happened in words, and the message for the CMS as a data block. Its script (its own file, no
 * inline script) posts it to the window that opened it, on this origin only.
 */
export function popupPage(message: PopupMessage, entry: EntryAssets, integrity: Record<string, string>) {
  const failed = message.result === "error";
  return html`<!doctype html>
    <html lang="en">
      <head>
        ${head(adminWords.signIn.title, entry, integrity)}
      </head>
      <body class="admin admin-page">
        <main class="admin-message">
          <h1>${failed ? adminWords.signIn.failed : adminWords.signIn.title}</h1>
          <p id="cms-auth-status" data-no-opener="${adminWords.signIn.noOpener}" data-done="${adminWords.signIn.done}">
            ${message.result === "error" ? message.content.error : adminWords.signIn.working}
          </p>
          ${failed ? html`<p>${adminWords.signIn.back}</p>` : ""}
        </main>
        <script type="application/json" id="cms-auth">
          ${jsonBlock(message)}
        </script>
      </body>
    </html>`;
}
