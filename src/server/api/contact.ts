import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactFormCopy as copy, honeypotField, submissionIdField, turnstile } from "../../content/contact";
import type { AppEnv } from "../types";
import { leadId, storeLead } from "../leads";
import { endpointProblem } from "../leads/channels/mail";
import { reportJurisdictionProblem } from "../leads/jurisdiction";
import { refuseSetting } from "../leads/refusedSetting";
import type { HoldReason } from "../leads/record";
import { checkChallenge } from "./submission/challenge";
import { sameOriginOnly } from "../middleware/sameOrigin";
import {
  clientIp,
  discardBody,
  isFormRequest,
  MAX_BODY_BYTES,
  rateLimitKey,
  readForm,
  sourcePage,
} from "./submission/parse";
import { contentSuspicion } from "./submission/suspicion";
import { fail, succeed } from "./submission/respond";
import {
  detectVariant,
  hasFile,
  typedValues,
  validateSubmission,
  type ContactValues,
  type RawBody,
} from "./submission/schema";

type Ctx = Context<AppEnv>;

/** 403 unless the request comes from this site. */
const sameOrigin = sameOriginOnly(async (c) => {
  await discardBody(c.req.raw);
  return fail(c as Ctx, { status: 403, message: copy.answers.crossSite, reason: "cross_site" });
});

/** 415 unless the body is one of the two form encodings. */
const formEncoded: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isFormRequest(c.req.header("content-type"))) return next();
  await discardBody(c.req.raw);
  return fail(c, { status: 415, message: copy.answers.unsupportedType, reason: "content_type" });
};

/** 413 past MAX_BODY_BYTES, whether or not the client sent a Content-Length. */
const sizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: async (c) => {
    // A modestly oversized body is read to its end so the connection can be reused.
    await discardBody(c.req.raw, MAX_BODY_BYTES * 4);
    return fail(c as Ctx, { status: 413, message: copy.answers.tooLarge, reason: "too_large" });
  },
});

function honeypotFilled(body: RawBody): boolean {
  const value = body[honeypotField];
  return value !== undefined && !(typeof value === "string" && value.trim() === "");
}

/**
 * Why a valid submission is held as suspected spam, if it is: the honeypot, the challenge (when
 * Turnstile is configured: no token, siteverify out of reach, an answer the site cannot use, or
 * settings that can guard nothing, such as a test key on a deployed site), its content. A token siteverify calls bad is not held but answered 400 (`challengeRefused`: the
 * visitor can solve the challenge again).
 */
async function suspicion(
  c: Ctx,
  body: RawBody,
  fields: ContactValues,
  leadId: string,
): Promise<{ held?: HoldReason; challengeRefused?: true }> {
  if (honeypotFilled(body)) return { held: "honeypot" };
  const result = await checkChallenge(c.env, {
    token: body[turnstile.responseField],
    ip: clientIp(c),
    leadId,
    hostname: new URL(c.req.url).hostname,
  });
  if (result === "refused") return { challengeRefused: true };
  if (result === "missing") return { held: "challenge_missing" };
  if (result === "unavailable") return { held: "siteverify_unavailable" };
  if (result === "unverified") return { held: "challenge_unverified" };
  return { held: contentSuspicion(fields) };
}

/**
 * `POST /api/contact`: parse → validate → limit → check for spam → store (which delivers) → answer
 * (docs/architecture.md). JSON answers for `Accept: application/json`; plain form posts
 * get a 303 to the thank-you page, or the form again with their values. Suspected spam is stored
 * as held with its reason and answered like any other lead: never sent, never lost.
 */
async function submit(c: Ctx): Promise<Response> {
  const body = await readForm(c);
  if (!body) return fail(c, { status: 400, message: copy.answers.malformed, reason: "malformed" });

  const variant = detectVariant(body);
  if (hasFile(body)) {
    return fail(c, {
      status: 400,
      message: copy.answers.fileAttached,
      reason: "file",
      variant,
      values: typedValues(variant, body),
    });
  }

  const checked = validateSubmission(body);
  if (!checked.ok) {
    return fail(c, {
      status: 400,
      message: copy.answers.invalid,
      reason: "invalid",
      variant,
      values: checked.values,
      errors: checked.errors,
    });
  }
  const again = { variant, values: checked.fields };

  const { success: withinLimit } = await c.env.CONTACT_RATE_LIMITER.limit({ key: rateLimitKey(clientIp(c)) });
  if (!withinLimit)
    return fail(c, { status: 429, message: copy.answers.rateLimited, reason: "rate_limited", ...again });

  const accessKey = c.env.FORM_ACCESS_KEY?.trim();
  // Without a key only `npm start` (which sets LOCAL_SINK) has somewhere to send: the terminal.
  if (!accessKey && c.env.LOCAL_SINK !== "on")
    return fail(c, { status: 503, message: copy.answers.notConfigured, reason: "not_configured", ...again });
  // A provider's address that is not https would carry the key and every field in the clear: as no key.
  const endpoint = accessKey ? endpointProblem(c.env) : null;
  if (endpoint) {
    refuseSetting("FORM_ENDPOINT", endpoint.message);
    return fail(c, { status: 503, message: copy.answers.notConfigured, reason: endpoint.reason, ...again });
  }
  // A refused LEADS_JURISDICTION names no store: nothing is stored anywhere until it is fixed.
  if (reportJurisdictionProblem(c.env))
    return fail(c, { status: 503, message: copy.answers.notConfigured, reason: "jurisdiction_invalid", ...again });

  const id = await leadId(body[submissionIdField], variant, checked.fields);
  const { held, challengeRefused } = await suspicion(c, body, checked.fields, id);
  if (challengeRefused)
    return fail(c, {
      status: 400,
      message: copy.answers.challengeFailed,
      reason: "challenge_failed",
      errors: { challenge: copy.answers.challengeFailed },
      ...again,
    });

  // One path: the store keeps the lead, then delivers (and retries) it on every channel; the visitor
  // is thanked once it is stored. A store that does not answer in time is answered honestly (503,
  // values kept), never by sending the lead another way: that could deliver it twice.
  const stored = await storeLead(c.env, {
    id,
    variant,
    fields: checked.fields,
    page: sourcePage(c),
    route: accessKey ? "provider" : "sink",
    ...(held ? { held } : {}),
  });
  if (typeof stored === "string")
    return fail(c, { status: 503, message: copy.answers.unconfirmed, reason: "store_unconfirmed", ...again });
  // The held bound full of leads a person could have sent (never evicted) is answered as the cap is.
  if ("full" in stored)
    return fail(c, {
      status: 503,
      message: copy.answers.storeFull,
      reason: stored.bound === "held" ? "held_full" : "store_full",
      ...again,
    });
  return succeed(c, {
    variant,
    reason: stored.created ? (held ?? "stored") : "duplicate",
    state: stored.state,
    lead: id,
  });
}

export const contact = new Hono<AppEnv>().post("/", sameOrigin, formEncoded, sizeLimit, submit);
