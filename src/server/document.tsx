import type { ReactNode } from "react";
import { site } from "../content/site";
import { themeColors, type StoredTheme } from "../content/theme";
import { Footer } from "../components/shell/Footer";
import { Header } from "../components/shell/Header";
import { IntroOverlay } from "../components/shell/IntroOverlay";
import type { Overlay } from "../content/types";
import { shellUi } from "../content/shell";
import type { ClientAssets } from "./assets";

export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; none for an answer that is not a page of the site (the 404). */
  canonical?: string;
  /** Absolute Open Graph image URL. */
  ogImage: string;
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: readonly object[];
  robots?: string;
}

/** JSON for a <script> element: `<` escaped so no content can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The one HTML document every page is rendered into. */
export function Document({
  head,
  path,
  overlay,
  theme,
  year,
  assets,
  children,
}: {
  head: HeadMeta;
  path: string;
  overlay: Overlay;
  /** The visitor's stored scheme: pins the stylesheet (`data-theme`), the canvas and the theme-color. */
  theme?: StoredTheme;
  year: number;
  assets: ClientAssets;
  children: ReactNode;
}) {
  return (
    <html lang={site.locale} dir="ltr" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {/* Before the stylesheet arrives, the canvas is already in the visitor's scheme. */}
        <meta name="color-scheme" content={theme ?? "light dark"} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors[theme ?? "light"]} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors[theme ?? "dark"]} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="en_US" />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
        <meta property="og:image" content={head.ogImage} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={head.ogImage} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} integrity={assets.integrity[href]} />
        ))}
        {assets.dev ? <script type="module" src="/@vite/client" /> : null}
        {/* async: the shell runs in a task of its own, never inside the parser's last task with the
            load event and the first full layout (entry.ts waits for the document itself). */}
        <script type="module" src={assets.entry} integrity={assets.integrity[assets.entry]} async />
        {(head.jsonLd ?? []).map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {shellUi.skipLink}
        </a>
        {/* An answer that is not a page of the site (the 404) never echoes its path back. */}
        <Header path={path} theme={theme} returnTo={head.canonical ? path : undefined} />
        <IntroOverlay kind={overlay} />
        <main id="main" className="site-main route-fade" tabIndex={-1}>
          {children}
        </main>
        <Footer year={year} />
      </body>
    </html>
  );
}
