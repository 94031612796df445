import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ButtonLink } from "../../../src/components/ButtonLink";
import { ExternalLink } from "../../../src/components/ExternalLink";
import { PAGE_HERO_ART_SIZES, PageHero } from "../../../src/components/PageHero";
import { Picture } from "../../../src/components/Picture";
import { Stats } from "../../../src/components/Stats";
import { Steps } from "../../../src/components/Steps";

const steps = [
  { title: "Plan", description: "Agree on the scope.", icon: "target" },
  { title: "Build", description: "Ship it.", icon: "code" },
] as const;

describe("ExternalLink", () => {
  it("opens in a new tab, safely, and says so once, after any hidden text of the caller", () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://example.com/">Example</ExternalLink>)).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">Example<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(
      renderToStaticMarkup(
        <ExternalLink className="photo" href="https://example.com/" hiddenText="Ada, profile">
          <img alt="" />
        </ExternalLink>,
      ),
    ).toBe(
      '<a class="photo" href="https://example.com/" target="_blank" rel="noopener noreferrer"><img alt=""/><span class="visually-hidden">Ada, profile (opens in a new tab)</span></a>',
    );
  });

  it("is what a button link to another site renders; a link inside the site stays in the tab", () => {
    expect(renderToStaticMarkup(<ButtonLink href="https://example.com/">Go</ButtonLink>)).toMatch(
      /^<a href="https:\/\/example.com\/" class="btn btn-primary" target="_blank" rel="noopener noreferrer">Go<span class="visually-hidden">/,
    );
    expect(renderToStaticMarkup(<ButtonLink href="/hire">Hire</ButtonLink>)).toBe(
      '<a href="/hire" class="btn btn-primary">Hire</a>',
    );
  });
});

describe("Steps", () => {
  it("numbers process steps 01, 02 … in three columns", () => {
    const html = renderToStaticMarkup(<Steps look="process" steps={steps} />);
    expect(html).toMatch(/^<ol class="card-grid cols-3 process-steps"/);
    expect(html).toContain(
      '<li class="card process-step" data-reveal="true"><span class="process-step-number" aria-hidden="true">02</span>',
    );
  });

  it("labels product steps 'Step 1' … beside the icon in four columns", () => {
    const html = renderToStaticMarkup(<Steps look="labelled" stepLabel="Step" steps={steps} />);
    expect(html).toMatch(/^<ol class="card-grid cols-4"/);
    expect(html).toContain('<span class="how-step-number">Step 2</span>');
  });
});

describe("Stats", () => {
  const stats = [{ value: "60%", label: "faster hiring" }];
  it("renders the band, compact and sentence looks with their own class names", () => {
    expect(renderToStaticMarkup(<Stats look="band" stats={stats} />)).toBe(
      '<dl class="stats-grid" data-reveal-group="true"><div class="stat" data-reveal="true"><dt class="stat-label">faster hiring</dt><dd class="stat-value">60%</dd></div></dl>',
    );
    expect(renderToStaticMarkup(<Stats look="compact" stats={stats} />)).toBe(
      '<dl class="product-stats"><div class="product-stat"><dt class="product-stat-label">faster hiring</dt><dd class="product-stat-value">60%</dd></div></dl>',
    );
    expect(renderToStaticMarkup(<Stats look="sentences" stats={stats} />)).toBe(
      '<ul class="card-grid cols-3 stat-list" data-reveal-group="true"><li class="stat-item" data-reveal="true"><strong class="stat-item-value">60%</strong> <span class="stat-item-label">faster hiring</span></li></ul>',
    );
  });
});

describe("Picture", () => {
  const sources = (html: string) => [...html.matchAll(/<source type="([^"]+)"/g)].map((m) => m[1]);

  it("offers AVIF, then WebP, lazily, below the fold", () => {
    const html = renderToStaticMarkup(<Picture image="illus-about" alt="" sizes="100vw" />);
    expect(sources(html)).toEqual(["image/avif", "image/webp"]);
    expect(html).toContain('loading="lazy"');
  });

  it("offers WebP only in the first viewport (`priority`): it decodes in software in a quarter of AVIF's time", () => {
    const html = renderToStaticMarkup(<Picture image="illus-about" alt="" sizes="100vw" priority />);
    expect(sources(html)).toEqual(["image/webp"]);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});

describe("PageHero", () => {
  it("asks for its art at the width it is shown, never the full viewport on a wide screen", () => {
    const html = renderToStaticMarkup(<PageHero title="About" image={{ key: "illus-about", alt: "" }} />);
    expect(html).toContain(`sizes="${PAGE_HERO_ART_SIZES}"`);
    expect(PAGE_HERO_ART_SIZES).toMatch(/^\(min-width: 1216px\) 526px, /);
  });
});
