/**
 * Contact-form helpers shared by the tests and the measuring scripts: sample submissions of the
 * three form variants, form bodies in either encoding, the request the island (or a plain form
 * post) sends, a client address of its own per visitor, and `postContact`, one submission sent to
 * a running site and its status.
 *
 * @example
 * const status = await postContact(site.url, { ...samples.contact, message: "Hello" }, { ip: "10.0.0.1" });
 */

export const samples = {
  fullname: {
    fullname: "Ada Lovelace",
    email: "ada@example.com",
    subject: "A new project",
    message: "We would like an app.\nThanks!",
  },
  contact: {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    phone: "+1 555 0100",
    subject: "Website",
    message: "Please call me back.",
  },
  hire: {
    name: "Alan Turing",
    email: "alan@example.com",
    company: "Bletchley Ltd",
    subject: "Hire two developers",
    message: "Two React developers, full-time.",
  },
} as const;

/** A file part for `multipartBody`. */
export interface FilePart {
  filename: string;
  type: string;
  content: string;
}

/**
 * A multipart/form-data body built by hand (Miniflare's dispatchFetch does not serialise a
 * Node `FormData`), text fields and file parts alike.
 */
export function multipartBody(entries: readonly (readonly [string, string | FilePart])[]): {
  body: string;
  headers: Record<string, string>;
} {
  const boundary = "----contact-test-boundary-5b1c";
  const parts = entries.map(([name, value]) =>
    typeof value === "string"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n${value.content}\r\n`,
  );
  return {
    body: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form body in either encoding (repeated names allowed), with its Content-Type header. */
export function formBody(
  fields: Record<string, string | readonly string[]>,
  encoding: "multipart" | "urlencoded" = "multipart",
): { body: string; headers: Record<string, string> } {
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as const] : value.map((v) => [name, v] as const),
  );
  if (encoding === "urlencoded") {
    return {
      body: new URLSearchParams(entries.map(([n, v]) => [n, v])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }
  return multipartBody(entries);
}

/**
 * A same-origin POST to /api/contact as the island sends it (Accept: application/json), or as a
 * plain form post with `json: false`.
 */
export function contactRequest(
  fields: Record<string, string | readonly string[]>,
  {
    encoding = "multipart",
    origin = "http://localhost",
    json = true,
    headers = {},
  }: { encoding?: "multipart" | "urlencoded"; origin?: string; json?: boolean; headers?: Record<string, string> } = {},
): RequestInit {
  const { body, headers: typeHeader } = formBody(fields, encoding);
  return {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      origin,
      ...(json ? { accept: "application/json" } : { accept: "text/html" }),
      ...typeHeader,
      ...headers,
    },
  };
}

let visitors = 0;
/**
 * A client address of its own (sent as CF-Connecting-IP, which the local runtime passes through;
 * on Cloudflare the edge sets it), so tests that submit do not share the per-IP limit.
 */
export function visitorIp(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

/** How long `postContact` waits for an answer before it counts the request as unanswered. */
export const POST_TIMEOUT_MS = 15_000;

/**
 * What a local server's dev proxy answers when it could not reach the Worker: `wrangler dev` runs
 * the Worker behind a proxy in a second workerd process, and a request sent on a pooled connection
 * between the two as it is closed idle fails with "Network connection lost" (workerd's 5 s
 * keep-alive race, cloudflare/workers-sdk#14641 and #15252). A GET is retried by the proxy; a POST
 * is answered 500 with the error's stack as text, and never reaches the site.
 */
const DEV_PROXY_LOST = /^Error: Network connection lost\./;

/** An answer to one submission: its status (0: none), and whether it is the dev proxy's, not the site's. */
export interface ContactAnswer {
  status: number;
  /** The local dev proxy's 500 for a request that never reached the Worker (`DEV_PROXY_LOST`): send it again. */
  devProxyLost: boolean;
}

/**
 * Sends one submission to a running site's `POST /api/contact` as the island does (same origin,
 * `Accept: application/json`), from client address `ip` (CF-Connecting-IP) when given. Resolves
 * to the answer's status, or 0 when none came within `timeoutMs` (or the connection failed), and
 * whether the answer is the local dev proxy's rather than the site's.
 */
export async function postContactAnswer(
  baseUrl: string,
  fields: Record<string, string | readonly string[]>,
  { ip, timeoutMs = POST_TIMEOUT_MS }: { ip?: string; timeoutMs?: number } = {},
): Promise<ContactAnswer> {
  try {
    const init = contactRequest(fields, { origin: baseUrl, headers: ip ? { "cf-connecting-ip": ip } : {} });
    const response = await fetch(`${baseUrl}/api/contact`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit);
    const text = await response.text();
    return { status: response.status, devProxyLost: response.status === 500 && DEV_PROXY_LOST.test(text) };
  } catch {
    return { status: 0, devProxyLost: false };
  }
}

/** `postContactAnswer`'s status alone. */
export async function postContact(
  baseUrl: string,
  fields: Record<string, string | readonly string[]>,
  options: { ip?: string; timeoutMs?: number } = {},
): Promise<number> {
  return (await postContactAnswer(baseUrl, fields, options)).status;
}
