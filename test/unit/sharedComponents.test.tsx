import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stats } from "../../src/components/Stats";
import { Steps } from "../../src/components/Steps";

const steps = [
  { title: "Plan", description: "Agree on the scope.", icon: "target" },
  { title: "Build", description: "Ship it.", icon: "code" },
] as const;

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
    expect(renderToStaticMarkup(<Stats look="compact" label="Results" stats={stats} />)).toBe(
      '<dl class="product-stats" aria-label="Results"><div class="product-stat"><dt class="product-stat-label">faster hiring</dt><dd class="product-stat-value">60%</dd></div></dl>',
    );
    expect(renderToStaticMarkup(<Stats look="sentences" stats={stats} />)).toBe(
      '<ul class="card-grid cols-3 stat-list" data-reveal-group="true"><li class="stat-item" data-reveal="true"><strong class="stat-item-value">60%</strong> <span class="stat-item-label">faster hiring</span></li></ul>',
    );
  });
});
