/**
 * Finding elements the way a person (or a screen reader) names them, computed inside the page so
 * it is the same code in every engine: ARIA role (explicit or implicit) and accessible name, exact
 * visible text, or CSS. A simplified accessible-name computation that covers this site's markup
 * (aria-labelledby, aria-label, <label>, alt, text content for name-from-content roles).
 *
 * The page-side code is plain JavaScript in a string: it is sent to three different protocols as
 * source, so it must not depend on how this file is transpiled.
 */
import type { Query, Target, TextMatch } from "./types";

type WireMatch = string | { re: string; flags: string };
export interface WireQuery extends Omit<Query, "name" | "text" | "within"> {
  name?: WireMatch;
  text?: WireMatch;
  within?: WireQuery;
}

const wireMatch = (m: TextMatch): WireMatch => (typeof m === "string" ? m : { re: m.source, flags: m.flags });

/** A target as JSON the page-side code understands. */
export function toWire(target: Target): WireQuery {
  const query: Query = typeof target === "string" ? { css: target } : target;
  const { name, text, within, ...rest } = query;
  return {
    ...rest,
    ...(name !== undefined ? { name: wireMatch(name) } : {}),
    ...(text !== undefined ? { text: wireMatch(text) } : {}),
    ...(within ? { within: toWire(within) } : {}),
  };
}

/** How a target reads in an error message. */
export function describeTarget(target: Target): string {
  if (typeof target === "string") return target;
  const { within, ...rest } = target;
  const own = Object.entries(rest)
    .map(([k, v]) => `${k}=${v instanceof RegExp ? String(v) : JSON.stringify(v)}`)
    .join(" ");
  return within ? `${own} within (${describeTarget(within)})` : own;
}

/** `(query) => Element[]`, as page-side source. */
export const LOCATE_ALL = String.raw`(query) => {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const matches = (m, s) => typeof m === "string" ? norm(s) === m : new RegExp(m.re, m.flags).test(norm(s));
  const styleOf = (el) => getComputedStyle(el);
  const hidden = (el) => {
    if (el.closest("[aria-hidden='true']")) return true;
    if (typeof el.checkVisibility === "function" && styleOf(el).display !== "contents")
      return !el.checkVisibility({ visibilityProperty: true });
    for (let e = el; e; e = e.parentElement) {
      const s = styleOf(e);
      if (s.display === "none" || (e === el && s.visibility === "hidden")) return true;
    }
    return false;
  };
  const labelled = (el) => norm(el.getAttribute("aria-label")) !== "" || norm(el.getAttribute("aria-labelledby")) !== "";
  const implicitRole = (el) => {
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return "heading";
    switch (tag) {
      case "a": case "area": return el.hasAttribute("href") ? "link" : null;
      case "button": return "button";
      case "input": {
        const type = (el.getAttribute("type") || "text").toLowerCase();
        if (["button", "submit", "reset", "image"].includes(type)) return "button";
        if (type === "checkbox" || type === "radio") return type;
        if (["text", "email", "tel", "url", "search"].includes(type)) return el.hasAttribute("list") ? "combobox" : "textbox";
        return null;
      }
      case "textarea": return "textbox";
      case "select": return "combobox";
      case "nav": return "navigation";
      case "main": return "main";
      case "aside": return "complementary";
      case "header": return el.parentElement && el.parentElement.closest("article, aside, main, nav, section") ? null : "banner";
      case "footer": return el.parentElement && el.parentElement.closest("article, aside, main, nav, section") ? null : "contentinfo";
      case "section": return labelled(el) ? "region" : null;
      case "form": return labelled(el) ? "form" : null;
      case "article": return "article";
      case "ul": case "ol": case "menu": return "list";
      case "li": return "listitem";
      case "img": return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "fieldset": case "details": return "group";
      case "output": return "status";
      case "dialog": return "dialog";
      case "figure": return "figure";
      case "dd": return "definition";
      case "dt": return "term";
      default: return null;
    }
  };
  const roleOf = (el) => norm(el.getAttribute("role")).split(" ")[0] || implicitRole(el);
  const textOf = (el) => {
    let out = "";
    for (const node of el.childNodes) {
      if (node.nodeType === 3) { out += node.textContent; continue; }
      if (node.nodeType !== 1) continue;
      if (node.getAttribute("aria-hidden") === "true") continue;
      const s = styleOf(node);
      if (s.display === "none" || s.visibility === "hidden") continue;
      if (["script", "style", "template", "noscript"].includes(node.localName)) continue;
      const own = node.localName === "img" ? node.getAttribute("alt") || ""
        : norm(node.getAttribute("aria-label")) ? node.getAttribute("aria-label") : textOf(node);
      out += s.display.startsWith("inline") ? own : " " + own + " ";
    }
    return out;
  };
  const fromContent = new Set(["button", "link", "heading", "tab", "checkbox", "radio", "option", "menuitem", "switch", "cell", "columnheader", "rowheader", "tooltip", "treeitem"]);
  const nameOf = (el) => {
    const by = norm(el.getAttribute("aria-labelledby"));
    if (by) return norm(by.split(" ").map((id) => { const t = document.getElementById(id); return t ? textOf(t) : ""; }).join(" "));
    const label = norm(el.getAttribute("aria-label"));
    if (label) return label;
    if (["input", "textarea", "select"].includes(el.localName)) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length) return norm(labels.map(textOf).join(" "));
      return norm(el.getAttribute("title") || el.getAttribute("placeholder") || "");
    }
    if (el.localName === "img") return norm(el.getAttribute("alt") || el.getAttribute("title") || "");
    if (el.localName === "fieldset") { const legend = el.querySelector(":scope > legend"); if (legend) return norm(textOf(legend)); }
    if (fromContent.has(roleOf(el))) return norm(textOf(el));
    return norm(el.getAttribute("title") || "");
  };
  const levelOf = (el) => Number(el.getAttribute("aria-level") || (/^h[1-6]$/.test(el.localName) ? el.localName.slice(1) : 0));
  const resolve = (q) => {
    let root = document;
    if (q.within) {
      const scope = resolve(q.within)[q.within.nth || 0];
      if (!scope) return [];
      root = scope;
    }
    let els = [...root.querySelectorAll(q.css || "*")];
    if (q.role) els = els.filter((el) => roleOf(el) === q.role);
    if (q.level) els = els.filter((el) => levelOf(el) === q.level);
    if (q.selected) els = els.filter((el) => el.getAttribute("aria-selected") === "true");
    if (q.pressed) els = els.filter((el) => el.getAttribute("aria-pressed") === "true");
    // Like a screen reader, roles skip what is hidden from it; visible text skips what is not rendered.
    if (q.role && !q.includeHidden) els = els.filter((el) => !hidden(el));
    if (q.text !== undefined && !q.includeHidden)
      els = els.filter((el) => typeof el.checkVisibility !== "function" || el.checkVisibility({ visibilityProperty: true }));
    if (q.name !== undefined) els = els.filter((el) => matches(q.name, nameOf(el)));
    if (q.text !== undefined) {
      if (typeof q.text === "string") els = els.filter((el) => norm(el.textContent).includes(q.text));
      els = els.filter((el) => matches(q.text, textOf(el)));
      els = els.filter((el) => !els.some((other) => other !== el && el.contains(other)));
    }
    return els;
  };
  return resolve(query);
}`;

/** Page-side expression: the target's first (or n-th) match, or null. */
export function elementExpression(target: Target): string {
  const query = toWire(target);
  return `(${LOCATE_ALL})(${JSON.stringify(query)})[${query.nth ?? 0}] || null`;
}

/** Page-side expression: how many elements match. */
export function countExpression(target: Target): string {
  return `(${LOCATE_ALL})(${JSON.stringify(toWire(target))}).length`;
}

/** Page-side expression: `fn(element, ...args)` on the target's match (throws when nothing matches). */
export function onElementExpression(target: Target, fnSource: string, args: unknown[]): string {
  const message = JSON.stringify(`No element matches ${describeTarget(target)}`);
  return `(() => { const el = ${elementExpression(target)}; if (!el) throw new Error(${message}); return (${fnSource})(el, ...${JSON.stringify(args)}); })()`;
}

/** Page-side expression: `fn(...args)`. */
export function callExpression(fnSource: string, args: unknown[]): string {
  return `(${fnSource})(...${JSON.stringify(args)})`;
}
