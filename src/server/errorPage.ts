import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { notFound, unexpectedError } from "../content/errors";
import { clientAssets } from "./assets";
import { log } from "./log";

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The last-resort error screen: a plain string, so it renders even when React rendering is what
 * failed. Shows the status, never a stack trace.
 */
export function errorDocument(status: number): string {
  const styles = clientAssets.styles.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(unexpectedError.title)}</title>${styles}</head><body><main id="main" class="section error-screen"><div class="container error-inner"><p class="error-code">${status}</p><h1 class="section-title">${escape(unexpectedError.title)}</h1><p class="lead">${escape(unexpectedError.message)}</p><a class="btn btn-primary" href="${escape(notFound.cta.href)}">${escape(notFound.cta.label)}</a></div></main></body></html>`;
}

/**
 * Hono error handler: an `HTTPException` (e.g. bearer auth's 401) answers as it says; anything
 * else logs a structured line (message only) and answers 500 without a stack.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) return error.getResponse();
  const path = new URL(c.req.url).pathname;
  log("error", "unhandled_error", { path, message: error.message });
  return c.html(errorDocument(500), 500);
}
