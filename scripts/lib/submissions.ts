/** Sending many contact submissions at once (the burst script). */
import { postContact, samples } from "../../harness/contactForm.ts";

export interface Outcome {
  id: string;
  status: number;
  ms: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` submissions with at most `concurrency` in flight; status 0 is no answer. */
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
      const t0 = performance.now();
      const status = await postContact(
        baseUrl,
        { ...samples.contact, subject: `Submission ${i}`, message: id },
        { ip },
      );
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
