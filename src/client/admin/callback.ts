import "./admin.css";

/**
 * The GitHub sign-in popup's one script (`/admin/callback`; no inline script under the CSP): hands
 * the CMS the result the Worker put in the page's `#cms-auth` data block, as Sveltia CMS's sign-in
 * expects it. It says `authorizing:github` to the window that opened it, and answers that window's
 * echo with `authorization:github:<success|error>:<JSON>`, both to this origin only, never `*`:
 * the token reaches no other site, and only a window of this origin is answered.
 */
interface Result {
  provider: string;
  result: "success" | "error";
  content: Record<string, string>;
}

const block = document.getElementById("cms-auth")?.textContent;
const status = document.getElementById("cms-auth-status");
const data = block ? (JSON.parse(block) as Result) : null;
// The address holds GitHub's one-time code: out of the address bar and the history.
history.replaceState(null, "", location.pathname);

const opener = window.opener as Window | null;
if (!data) {
  // Nothing to hand over.
} else if (!opener || opener.closed) {
  if (status && data.result === "success") status.textContent = status.dataset.noOpener ?? "";
} else {
  const handshake = `authorizing:${data.provider}`;
  const message = `authorization:${data.provider}:${data.result}:${JSON.stringify(data.content)}`;
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== opener || event.data !== handshake) return;
    opener.postMessage(message, location.origin);
    if (status && data.result === "success") status.textContent = status.dataset.done ?? "";
  });
  opener.postMessage(handshake, location.origin);
}
