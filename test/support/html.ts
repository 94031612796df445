/** Helpers for reading the HTML the Worker answers with, as text. */

/** Text as React writes it into HTML (`&`, `<`, `>`, `"` and `'` escaped). */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** `text` matched literally in a RegExp. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
