/**
 * The server's one formatter of moments: made once, since `toLocaleString` with options makes a
 * new one on every call (about a millisecond each, 50 to a page of the inbox).
 */
const UTC_MINUTE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the server writes it: UTC, to the minute ("27 Nov 2026, 05:21 UTC"). */
export function utcText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${UTC_MINUTE.format(date)} UTC`;
}

/**
 * A moment in a `<time>`: UTC as the server writes it; the desk's script rewrites the text in the
 * operator's own time zone (src/desk/client/desk.ts), keeping the UTC as its title.
 */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} data-desk-time="">
      {utcText(iso)}
    </time>
  );
}
