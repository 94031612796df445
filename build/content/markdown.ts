/**
 * Markdown as the site renders it, at build time (markdown-it: no parser of ours, none in the Worker
 * or the browser). What an editor cannot do, by design: raw HTML (no script, style or iframe), a
 * level-1 heading (the page's title is the one `h1`), a picture inside the text (pictures are
 * fields, with their alt text), a link of a form the site does not use. A link to another site
 * opens as the site's external links do (`ExternalLink`): a new tab, `noopener noreferrer`, and
 * words saying so for screen readers.
 */
import MarkdownIt, { type Token } from "markdown-it";
import { LINK_PATTERN } from "../../src/content/schemas/fields.ts";

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

/** An external link ends with words for screen readers (the render's `env` carries them). */
markdown.renderer.rules.link_close = (tokens, index, _options, env) => {
  const open = tokens.slice(0, index).findLast((token) => token.type === "link_open");
  return open?.meta?.external
    ? `<span class="visually-hidden"> ${(env as { opensInNewTab: string }).opensInNewTab}</span></a>`
    : "</a>";
};

/** What is wrong with a body: each problem a sentence (empty when the body renders). */
export type Rendered = { html: string; problems: readonly string[] };

/**
 * Renders a Markdown body, or says why it cannot.
 *
 * @example renderMarkdown("Hello *world*", { opensInNewTab: "(opens in a new tab)" }).html // "<p>Hello <em>world</em></p>\n"
 */
export function renderMarkdown(source: string, words: { opensInNewTab: string }): Rendered {
  const tokens = markdown.parse(source, {});
  const problems: string[] = [];
  const check = (token: Token) => {
    const line = token.map ? ` (line ${token.map[0] + 1} of the text)` : "";
    if (token.type === "html_block" || token.type === "html_inline")
      problems.push(`contains HTML (${token.content.trim().slice(0, 40)})${line}; write Markdown only`);
    if (token.type === "heading_open" && token.tag === "h1")
      problems.push(`has a level-1 heading${line}; the page's title is its only one: start headings at ##`);
    if (token.type === "image") problems.push(`has a picture in the text; add pictures in the picture fields`);
    if (token.type === "link_open") {
      const href = String(token.attrGet("href") ?? "");
      if (!LINK_PATTERN.test(href))
        problems.push(`links to "${href}"; a link must be a page of this site (/about), https://…, mailto: or tel:`);
      else if (href.startsWith("https://")) {
        token.attrSet("target", "_blank");
        token.attrSet("rel", "noopener noreferrer");
        token.meta = { external: true };
      }
    }
    token.children?.forEach(check);
  };
  tokens.forEach(check);
  if (problems.length) return { html: "", problems };
  const html = markdown.renderer.render(tokens, markdown.options, words);
  return { html, problems };
}
