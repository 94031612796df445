/**
 * A stand-in for the form-to-email provider (the Web3Forms contract: multipart in, JSON
 * `{ success, message }` out). Sample submissions and request helpers: `contactForm.ts`.
 *
 * - `providerAnswer(form)`: the provider's behaviour as a pure function, for Miniflare's
 *   outbound handler in worker tests.
 * - `startMockProvider()`: the same behaviour as a small HTTP server on 127.0.0.1, for the
 *   browser tests and the scripts (`startSite({ provider })` starts it). It records every submission (GET /submissions).
 *
 * The subject steers the answer: `[provider-fail]` → 200 `success: false` with a message,
 * `[provider-500]` → 500, otherwise success.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { listenOnLoopback } from "./loopback.ts";

/** The access key the test servers run with (it must never appear in an answer or a log line). */
export const TEST_ACCESS_KEY = "test-secret-key-7f3a9c1e-do-not-leak";

export const PROVIDER_REJECTION = "Mock provider: this submission was rejected.";

/**
 * The visitor's own subject in a provider submission, whose `subject` is the e-mail's subject line
 * "New enquiry from {name}: {subject}" (the test names hold no colon).
 */
export function enquirySubject(form: FormData): string {
  return String(form.get("subject") ?? "").replace(/^New enquiry from [^:]*: /, "");
}

/** The provider's answer to one submission. */
export function providerAnswer(form: FormData, accessKey = TEST_ACCESS_KEY): Response {
  const json = (status: number, body: object) => Response.json(body, { status });
  if (form.get("access_key") !== accessKey) return json(401, { success: false, message: "Invalid access key." });
  const subject = String(form.get("subject") ?? "");
  if (subject.includes("[provider-fail]")) return json(200, { success: false, message: PROVIDER_REJECTION });
  if (subject.includes("[provider-500]")) return json(500, { success: false });
  return json(200, { success: true, message: "Email sent successfully!" });
}

export interface Submission {
  /** Every field received, access_key replaced by whether it matched. */
  fields: Record<string, string>;
  accessKeyOk: boolean;
  /** Whether the provider answered success (a delivery), or failed this call. */
  delivered: boolean;
  /** When the provider answered (epoch ms). */
  answeredAt: number;
}

export interface MockProvider {
  /** The submit URL to use as FORM_ENDPOINT. */
  url: string;
  submissions: () => Submission[];
  /** The messages of the submissions received and not yet answered (deliveries in flight). */
  inFlight: () => string[];
  close: () => Promise<void>;
}

async function readRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request("http://mock/submit", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  });
}

/**
 * Starts the mock provider on 127.0.0.1 (an ephemeral port unless one is given). `failRate`
 * makes that share of calls fail at random with a 500 (fault injection), drawn from `random`
 * (a seeded generator makes a run repeatable); `answerDelayMs` holds each answer back.
 */
export interface ProviderOptions {
  port?: number;
  accessKey?: string;
  failRate?: number;
  random?: () => number;
  answerDelayMs?: () => number;
}

export async function startMockProvider({
  port = 0,
  accessKey = TEST_ACCESS_KEY,
  failRate = 0,
  random = Math.random,
  answerDelayMs = () => 0,
}: ProviderOptions = {}): Promise<MockProvider> {
  const received: Submission[] = [];
  const pending = new Map<object, string>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === "GET" && req.url === "/submissions") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
        return;
      }
      if (req.method !== "POST" || req.url !== "/submit") {
        res.writeHead(404).end();
        return;
      }
      const form = await (await readRequest(req)).formData();
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        if (name !== "access_key") fields[name] = String(value);
      });
      const call = {};
      pending.set(call, fields.message ?? "");
      const answer =
        random() < failRate ? Response.json({ success: false }, { status: 500 }) : providerAnswer(form, accessKey);
      const text = await answer.text();
      const delivered = answer.ok && (JSON.parse(text) as { success?: unknown }).success === true;
      const delay = answerDelayMs();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      received.push({ fields, accessKeyOk: form.get("access_key") === accessKey, delivered, answeredAt: Date.now() });
      pending.delete(call);
      res.writeHead(answer.status, { "content-type": "application/json" }).end(text);
    })().catch(() => res.writeHead(400).end());
  });
  const listening = await listenOnLoopback(server, port);
  return {
    url: `http://127.0.0.1:${listening}/submit`,
    submissions: () => [...received],
    inFlight: () => [...pending.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Submissions recorded by a mock provider running in another process (e2e global setup). */
export async function fetchSubmissions(submitUrl: string): Promise<Submission[]> {
  const response = await fetch(submitUrl.replace(/\/submit$/, "/submissions"));
  return (await response.json()) as Submission[];
}
