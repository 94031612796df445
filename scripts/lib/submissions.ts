/** Sending many contact submissions at once (the burst and fault-injection scripts). */
import { contactRequest, samples } from "../../test/support/mockProvider.ts";

const REQUEST_TIMEOUT_MS = 15_000;

export interface Outcome {
  id: string;
  status: number;
  ms: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` submissions with at most `concurrency` in flight. */
export async function burst(
  baseUrl: string,
  count: number,
  concurrency: number,
  make: (i: number) => { id: string; ip: string },
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    for (let i = next++; i < count; i = next++) {
      const { id, ip } = make(i);
      const fields = { ...samples.contact, subject: `Submission ${i}`, message: id };
      const t0 = performance.now();
      let status: number;
      try {
        const init = contactRequest(fields, { origin: baseUrl, headers: { "cf-connecting-ip": ip } });
        const response = await fetch(`${baseUrl}/api/contact`, {
          ...init,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        } as RequestInit);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0; // no answer
      }
      outcomes.push({ id, status, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.status || "no answer"] = (counts[o.status || "no answer"] ?? 0) + 1;
  return counts;
}
