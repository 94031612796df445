import { CardGrid } from "../../../components/CardGrid";
import { Section } from "../../../components/Section";
import type { Office } from "../../../content/types";
import { OfficeCard } from "./OfficeCard";

export interface OfficesCopy {
  id: string;
  eyebrow: string;
  title: (countries: readonly string[]) => string;
  lead: (count: number) => string;
  mapTitle: (city: string) => string;
  mapLink: (city: string) => string;
}

/** The offices, each with its address and a lazily loaded map. */
export function OfficesSection({
  offices,
  copy,
  mapUrls,
}: {
  offices: readonly Office[];
  copy: OfficesCopy;
  mapUrls: (query: string) => { embed: string; link: string };
}) {
  return (
    <Section
      id={copy.id}
      eyebrow={copy.eyebrow}
      title={copy.title([...new Set(offices.map((office) => office.country))])}
      lead={copy.lead(offices.length)}
    >
      <CardGrid columns={3}>
        {offices.map((office) => {
          const urls = mapUrls(office.mapQuery);
          return (
            <OfficeCard
              key={office.city}
              office={office}
              map={{
                title: copy.mapTitle(office.city),
                embedUrl: urls.embed,
                linkUrl: urls.link,
                linkLabel: copy.mapLink(office.city),
              }}
            />
          );
        })}
      </CardGrid>
    </Section>
  );
}
