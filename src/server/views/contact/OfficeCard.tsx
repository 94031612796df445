import OfficeMap from "../../../client/islands/OfficeMap";
import { Icon } from "../../../components/Icon";
import { Island } from "../../../components/Island";
import type { Office } from "../../../content/types";

/** One office: its kind, city and address, and its map (loaded only when scrolled near). */
export function OfficeCard({
  office,
  map,
}: {
  office: Office;
  map: { title: string; embedUrl: string; linkUrl: string; linkLabel: string };
}) {
  return (
    <article className="card office-card" data-reveal>
      <p className="tag">{office.kind}</p>
      <h3 className="card-title">
        <Icon name="map-pin" size={20} className="office-pin" /> {office.city}, {office.country}
      </h3>
      <address className="office-address">
        {office.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <Island component={OfficeMap} props={map} />
    </article>
  );
}
