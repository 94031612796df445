import type { ReactNode } from "react";
import { deskCopy, deskViews, type DeskView } from "../words";
import { site } from "../../content/site";
import type { StoredTheme } from "../../content/theme";
import type { ClientAssets, DeskAssets } from "../../server/assets";
import type { Operator } from "../gate";
import type { LeadCounts } from "../../server/leads/counts";
import { adminWords } from "../../server/admin/words";

/** How a tab's count is written ("8,800"): one formatter, made once, not one per number. */
const COUNT = new Intl.NumberFormat("en-GB");

/**
 * The desk's own HTML document: the site's stylesheet and tokens, then the desk's stylesheet and
 * its one small script (its own chunks: no public page loads them). A header with the tabs (each
 * with how many leads it holds) and the operator, the unprotected banner on a local desk, and the
 * page in `<main>`.
 */
export function DeskDocument({
  title,
  current,
  counts,
  operator,
  theme,
  site: siteAssets,
  desk,
  children,
}: {
  title: string;
  /** The tab the header marks as current, if any. */
  current?: DeskView | "erase" | "figures";
  /** How many leads each tab holds, shown beside its name. */
  counts: LeadCounts;
  operator: Operator;
  theme?: StoredTheme;
  site: ClientAssets;
  desk: DeskAssets;
  children: ReactNode;
}) {
  const styles = [...siteAssets.styles, ...desk.styles];
  return (
    <html lang={site.locale} dir="ltr" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${deskCopy.title}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content={theme ?? "light dark"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link
            key={href}
            rel="stylesheet"
            href={href}
            integrity={siteAssets.integrity[href] ?? desk.integrity[href]}
          />
        ))}
        {/* In `vite dev` the site's styles arrive with its entry module. */}
        {siteAssets.dev ? <script type="module" src={siteAssets.entry} async /> : null}
        <script type="module" src={desk.script} integrity={desk.integrity[desk.script]} async />
      </head>
      <body className="desk">
        <a className="skip-link" href="#main">
          {deskCopy.skipLink}
        </a>
        <header className="desk-header">
          <div className="desk-bar">
            <a className="desk-brand" href={deskViews.inbox.path}>
              {deskCopy.brand}
            </a>
            <p className="desk-operator">
              {deskCopy.signedInAs} <strong>{operator.id}</strong>
            </p>
            <a className="desk-editor" href="/admin">
              {adminWords.title}
            </a>
          </div>
          <nav className="desk-tabs" aria-label={deskCopy.tabsLabel}>
            <ul>
              {(Object.keys(deskViews) as DeskView[]).map((view) => (
                <li key={view}>
                  <a href={deskViews[view].path} aria-current={current === view ? "page" : undefined}>
                    {deskViews[view].label} <span className="desk-count">{COUNT.format(counts[view])}</span>
                  </a>
                </li>
              ))}
              <li>
                <a href="/desk/figures" aria-current={current === "figures" ? "page" : undefined}>
                  {deskCopy.figures.nav}
                </a>
              </li>
              <li>
                <a href="/desk/erase" aria-current={current === "erase" ? "page" : undefined}>
                  {deskCopy.eraseLink}
                </a>
              </li>
            </ul>
          </nav>
          {operator.local ? (
            <div className="desk-bar">
              <p className="desk-banner" role="note">
                {deskCopy.unprotected}
              </p>
            </div>
          ) : null}
        </header>
        <main id="main" className="desk-main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
