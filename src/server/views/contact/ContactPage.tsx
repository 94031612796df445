import { ContactFormSection } from "../../../components/contact/ContactFormSection";
import { PageHero } from "../../../components/PageHero";
import { contactPage, mapUrls } from "../../../content/contact";
import type { FormState } from "../../routes/types";
import { site } from "../../../content/site";
import { OfficesSection } from "./OfficesSection";
import { ReachCard } from "./ReachCard";

/** `/contact` (reading B): the form, direct lines, and the three offices with their maps. */
export function ContactPage({
  subject,
  form,
  challengeSiteKey,
}: {
  subject?: string;
  form?: FormState;
  challengeSiteKey: string | null;
}) {
  const { hero, reach } = contactPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />
      <ContactFormSection
        variant="contact"
        id={contactPage.form.id}
        title={contactPage.form.title}
        lead={contactPage.form.lead}
        subject={subject}
        values={form?.values}
        errors={form?.errors}
        message={form?.message}
        challengeSiteKey={challengeSiteKey}
        aside={
          <ReachCard title={reach.title} email={site.email} phone={site.phone} social={site.social} labels={reach} />
        }
      />
      <OfficesSection offices={site.offices} copy={contactPage.offices} mapUrls={mapUrls} />
    </>
  );
}
