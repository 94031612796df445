/**
 * The site the spam tests post to (test/worker/spam.test.ts, spamChallenge.test.ts,
 * leadFaults.test.ts): built Workers whose provider is answered here (recording each delivered
 * subject; `[slow]` in a subject takes 800 ms, `[down]` answers 500) and whose siteverify is a local
 * stand-in that passes every token unless told otherwise. One per test file: each file's Workers,
 * deliveries and verdicts are its own.
 */
import { enquirySubject, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { siteverifyStandIn, type Verdict } from "../../harness/siteverify.ts";
import { startWorker, type TestWorker } from "./worker";

export const PROVIDER = "https://provider.test/submit";
// On this machine: the only TURNSTILE_VERIFY_URL the Worker honours (the outbound handler answers it).
const SITEVERIFY = "http://127.0.0.1:9/siteverify";
export const SECRET = "turnstile-secret-for-tests";

/** The settings that switch the challenge on, verified by the site's siteverify stand-in. */
export const challengeVars = {
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: SECRET,
  TURNSTILE_VERIFY_URL: SITEVERIFY,
  TURNSTILE_TIMEOUT_MS: "300",
};

/** A test file's provider, siteverify and Workers; `dispose` (in `afterAll`) stops every Worker it started. */
export function spamSite() {
  /** What the siteverify stand-in does with each token (`pass` unless set here). */
  const verdicts = new Map<string, Verdict>();
  const siteverify = siteverifyStandIn({ secret: SECRET, verdict: (token) => verdicts.get(token) ?? "pass" });
  /** Subjects the provider received, in order. */
  const delivered: string[] = [];
  const workers: TestWorker[] = [];

  async function outbound(request: Request): Promise<Response> {
    if (request.url === SITEVERIFY) return siteverify.answer(request);
    const form = await request.formData();
    const subject = enquirySubject(form);
    if (form.get("access_key") !== TEST_ACCESS_KEY) return Response.json({ success: false }, { status: 401 });
    if (subject.includes("[slow]")) await new Promise((r) => setTimeout(r, 800));
    if (subject.includes("[down]")) return Response.json({ success: false }, { status: 500 });
    delivered.push(subject);
    return Response.json({ success: true });
  }

  /** Keeps `worker` to be disposed with the others. */
  const track = (worker: TestWorker) => (workers.push(worker), worker);

  /** A Worker delivering to this site's provider (retries after 100 ms), with `vars` and a rate limit. */
  const start = (vars: Record<string, string> = {}, rateLimit = 10_000) =>
    startWorker({
      vars: {
        FORM_ENDPOINT: PROVIDER,
        FORM_ACCESS_KEY: TEST_ACCESS_KEY,
        LEADS_RETRY_BASE_MS: "100",
        ...vars,
      },
      rateLimit,
      outbound,
    }).then(track);

  const dispose = async () => {
    await Promise.all(workers.map((worker) => worker.dispose()));
  };

  return { verdicts, siteverify, verifications: siteverify.verifications, delivered, outbound, start, track, dispose };
}
