import { PageHero } from "../../../components/PageHero";
import { privacyPage, type PrivacyFacts } from "../../../content/company/privacy";

/** The privacy notice (/privacy): each section states facts read from the site's settings (`facts`). */
export function PrivacyPage({ facts }: { facts: PrivacyFacts }) {
  return (
    <>
      <PageHero eyebrow={privacyPage.hero.eyebrow} title={privacyPage.hero.title} lead={privacyPage.hero.lead} />
      <div className="section">
        <div className="container prose privacy-notice">
          {privacyPage.sections(facts).map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
