import { deskCopy, type DeskNotice } from "../words";

/** What the last action did, said once after its redirect (`?done=released&n=2`). */
export interface NoticeState {
  done: DeskNotice;
  count: number;
}

/** Reads a notice from a desk URL: only the notices the desk knows, never text from the URL. */
export function noticeOf(params: URLSearchParams): NoticeState | undefined {
  const done = params.get("done");
  const count = Number(params.get("n") ?? "0");
  if (!done || !Object.hasOwn(deskCopy.notices, done) || !Number.isInteger(count) || count < 0) return undefined;
  return { done: done as DeskNotice, count };
}

/** The notice, as a status message read out when the page loads. */
export function Notice({ notice }: { notice?: NoticeState }) {
  if (!notice) return null;
  return (
    <p className="desk-notice" role="status">
      {deskCopy.notices[notice.done](notice.count)}
    </p>
  );
}
