import { CtaBand } from "../../../components/CtaBand";
import { Island } from "../../../components/Island";
import { PageHero } from "../../../components/PageHero";
import PortfolioFilter from "../../../client/islands/PortfolioFilter";
import { portfolioCta, portfolioHero } from "../../../content/company/portfolio";
import { projects } from "../../../content/company/projects";

/** Portfolio (/portfolio): every case study, filtered by `?category=` on the server and in place in the browser. */
export function PortfolioPage({ category }: { category: string | null }) {
  return (
    <>
      <PageHero
        eyebrow={portfolioHero.eyebrow}
        title={portfolioHero.title}
        lead={portfolioHero.lead(projects.length)}
      />
      <section className="section portfolio-section" aria-label={portfolioHero.eyebrow}>
        <div className="container">
          {/* Above the fold, but its links filter without JavaScript: it wakes on the first interaction. */}
          <Island
            component={PortfolioFilter}
            hydrate="interaction"
            props={{
              category: category ?? "",
              projects: projects.map(({ slug, title, category: c, description, images }) => ({
                slug,
                title,
                category: c,
                description,
                images,
              })),
            }}
          />
        </div>
      </section>
      <CtaBand title={portfolioCta.title} lead={portfolioCta.lead} actions={portfolioCta.actions} />
    </>
  );
}
