/**
 * What `npm start` says about the channels before the Worker starts: each one set but refused, in
 * the store's own words. Loaded after `harness/sourceImports.ts` (the channels import their own
 * modules without extensions, as the Worker's sources do), so kept apart from `localVars.ts`, which
 * scripts load plainly.
 */
import { channels } from "../../src/server/leads/channels/index.ts";

/**
 * What `npm start` prints for each channel the Worker will refuse (the store logs the same at
 * start: `Channel.problem`), one line each, in the channels' order; none when every channel is off
 * or sound.
 */
export function channelWarnings(vars: Record<string, string>): string[] {
  return channels.flatMap((channel) => {
    const problem = channel.problem?.(vars as never);
    return problem
      ? [`the ${channel.name} channel is refused, nothing will be sent to it (${problem.reason}): ${problem.message}.`]
      : [];
  });
}
