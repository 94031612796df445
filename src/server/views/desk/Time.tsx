/** A moment as the server writes it: UTC, to the minute ("27 Nov 2026, 05:21 UTC"). */
export function utcText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return `${text} UTC`;
}

/**
 * A moment in a `<time>`: UTC as the server writes it; the desk's script rewrites the text in the
 * operator's own time zone (src/client/desk.ts), keeping the UTC as its title.
 */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} data-desk-time="">
      {utcText(iso)}
    </time>
  );
}
