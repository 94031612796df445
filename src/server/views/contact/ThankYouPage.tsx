import { PageHero } from "../../../components/PageHero";
import type { Link } from "../../../content/types";

/** Where a plain (no-JavaScript) form post lands after a successful submission. */
export function ThankYouPage({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Link[];
}) {
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead} actions={actions} image={{ key: "illus-contact", alt: "" }} />
  );
}
