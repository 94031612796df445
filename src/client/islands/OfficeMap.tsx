import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../../components/ExternalLink";

/** How far ahead of the viewport the map starts loading. */
const AHEAD = "200px";

/**
 * An office map that costs nothing until it is needed: the server (and a browser without
 * JavaScript) shows an empty map panel; once the panel nears the viewport the Google Maps
 * embed — the site's only third-party content — is inserted into it. The link to the map stays
 * below the panel either way, so a visitor whose embed stays blank (blocked, offline) still has
 * a way to the office, and nothing moves when the map arrives.
 */
export default function OfficeMap({
  title,
  embedUrl,
  linkUrl,
  linkLabel,
}: {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <>
      <div ref={ref} className="office-map">
        {near && (
          <iframe
            src={embedUrl}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        )}
      </div>
      <ExternalLink className="office-map-link" href={linkUrl}>
        {linkLabel}
      </ExternalLink>
    </>
  );
}
