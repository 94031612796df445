/**
 * `startSite`: the one way tests and scripts start the site. The production build served by
 * workerd through Wrangler (`npm start --no-build`) on a loopback port, with a fresh local state
 * and operators' token, and the stand-ins it is asked for wired in:
 *
 * - `provider`: the mock form-to-email provider (provider.ts) as FORM_ENDPOINT, with its key;
 * - `webhook`: a webhook receiver (webhook.ts) as LEADS_WEBHOOK_URL, with its secret;
 * - `slack`: the stand-in for Slack's incoming webhooks (slack.ts) as LEADS_SLACK_WEBHOOK_URL;
 * - `turnstile`: the siteverify stand-in (siteverify.ts) as TURNSTILE_VERIFY_URL, with a site key
 *   and secret, so the forms carry the challenge.
 *
 * Without `provider` the Worker has no FORM_ACCESS_KEY and submissions go to the local sink, as on
 * a fresh clone. `vars` come last and win. `stop()` stops the server and every stand-in.
 *
 * @example
 * const site = await startSite({ port: 9200, provider: true, turnstile: { verdict: () => "fail" } });
 * await fetch(`${site.url}/contact`);
 * site.provider.submissions(); // what reached the provider
 * await site.stop();
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMockProvider, TEST_ACCESS_KEY, type MockProvider, type ProviderOptions } from "./provider.ts";
import { randomAdminToken, startServer, type RunningServer } from "./server.ts";
import { startSlackStandIn, type SlackOptions, type SlackStandIn } from "./slack.ts";
import { startSiteverify, type Siteverify, type SiteverifyOptions } from "./siteverify.ts";
import { startWebhookReceiver, WEBHOOK_SECRET, type WebhookOptions, type WebhookReceiver } from "./webhook.ts";

/** The Turnstile keys a site with `turnstile` gets unless told otherwise (not Cloudflare's test secrets). */
export const TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
export const TURNSTILE_SECRET = "harness-turnstile-secret";

/** The siteverify stand-in's options (its secret defaults to TURNSTILE_SECRET) and the site key. */
export type TurnstileOptions = Partial<SiteverifyOptions> & { siteKey?: string };

export interface SiteOptions {
  port: number;
  /** The mock provider (its options, or `true`). */
  provider?: boolean | ProviderOptions;
  /** A webhook receiver (its options, or `true`). */
  webhook?: boolean | WebhookOptions;
  /** The stand-in for Slack (its options, or `true`). */
  slack?: boolean | SlackOptions;
  /** The siteverify stand-in and the Turnstile keys (their options, or `true`). */
  turnstile?: boolean | TurnstileOptions;
  /** Vars and secrets for the Worker, over everything else. */
  vars?: Record<string, string>;
  /** The local state folder: a fresh temporary one (removed by `stop()`) unless given. */
  persistTo?: string;
  /** The operators' token: a fresh random one unless given. */
  adminToken?: string;
  /** The checkout whose build is served (e.g. a worktree of main, to compare builds): this one unless given. */
  root?: string;
}

export interface Site {
  url: string;
  /** The operators' token the Worker runs with (`Authorization: Bearer …` on /api/leads). */
  adminToken: string;
  /** The vars the Worker was given (the stand-ins' URLs and keys, and `vars`). */
  vars: Record<string, string>;
  /** The stand-ins started (reading one the site was not started with throws, naming it). */
  provider: MockProvider;
  webhook: WebhookReceiver;
  slack: SlackStandIn;
  siteverify: Siteverify;
  /** What the running server printed. */
  output: () => string;
  /** What every server started printed, one string per start (`restart` adds one). */
  outputs: () => string[];
  /** `GET /api/leads` with the operators' token: the stored leads as JSON. */
  leads: <L = unknown>(query?: string) => Promise<L[]>;
  /** Kills the server's process group (SIGKILL), stand-ins and state left as they are. */
  crash: () => Promise<void>;
  /**
   * Starts the server again on the same port, state and vars (after `crash` or `stop`). The killed
   * runtime's socket can outlive it on a loaded machine ("Address already in use"): tried up to 10
   * times, 500 ms apart.
   */
  restart: () => Promise<void>;
  /** Stops the server and every stand-in, and removes a state folder it made. */
  stop: () => Promise<void>;
}

/** The stand-in, or an error naming the option the site was started without. */
function present<S>(standIn: S | null, option: string): S {
  if (!standIn) throw new Error(`this site was started without a ${option} stand-in: startSite({ ${option}: true })`);
  return standIn;
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const { port, vars: extra = {} } = options;
  const chosen = <O extends object>(value: boolean | O | undefined): O | null =>
    value === undefined || value === false ? null : value === true ? ({} as O) : value;
  const providerOptions = chosen<ProviderOptions>(options.provider);
  const webhookOptions = chosen<WebhookOptions>(options.webhook);
  const slackOptions = chosen<SlackOptions>(options.slack);
  const turnstileOptions = chosen<TurnstileOptions>(options.turnstile);

  const closers: (() => Promise<void>)[] = [];
  const stopAll = () => Promise.all(closers.splice(0).map((close) => close())).then(() => undefined);
  try {
    const provider = providerOptions && (await startMockProvider(providerOptions));
    if (provider) closers.push(provider.close);
    const webhook = webhookOptions && (await startWebhookReceiver(webhookOptions));
    if (webhook) closers.push(webhook.close);
    const slack = slackOptions && (await startSlackStandIn(slackOptions));
    if (slack) closers.push(slack.close);
    const { siteKey = TURNSTILE_SITE_KEY, ...siteverifyOptions } = turnstileOptions ?? {};
    const secret = siteverifyOptions.secret ?? TURNSTILE_SECRET;
    const siteverify = turnstileOptions && (await startSiteverify({ ...siteverifyOptions, secret }));
    if (siteverify) closers.push(siteverify.close);

    const vars: Record<string, string> = {
      ...(provider
        ? { FORM_ENDPOINT: provider.url, FORM_ACCESS_KEY: providerOptions?.accessKey ?? TEST_ACCESS_KEY }
        : {}),
      ...(webhook ? { LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET } : {}),
      ...(slack ? { LEADS_SLACK_WEBHOOK_URL: slack.url } : {}),
      ...(siteverify
        ? { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: siteverify.url }
        : {}),
      ...extra,
    };
    const ownState = options.persistTo === undefined;
    const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "offshore-site-state-"));
    if (ownState) closers.push(async () => rmSync(persistTo, { recursive: true, force: true }));
    const adminToken = options.adminToken ?? randomAdminToken();
    // A port can be taken between choosing and binding it (the inspector's, or ours just after a
    // stop): a few tries before giving up.
    const launch = async (): Promise<RunningServer> => {
      for (let tries = 1; ; tries++) {
        try {
          return await startServer({ port, vars, persistTo, adminToken, root: options.root });
        } catch (error) {
          if (tries >= 10 || !String(error).includes("Address already in use")) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    };

    let server: RunningServer = await launch();
    const servers = [server];
    // The server goes first: nothing may call a stand-in that is gone.
    closers.unshift(() => server.stop());
    return {
      url: server.url,
      adminToken,
      vars,
      get provider() {
        return present(provider, "provider");
      },
      get webhook() {
        return present(webhook, "webhook");
      },
      get slack() {
        return present(slack, "slack");
      },
      get siteverify() {
        return present(siteverify, "turnstile");
      },
      output: () => server.output(),
      outputs: () => servers.map((s) => s.output()),
      leads: async <L>(query = "?limit=10000") => {
        const response = await fetch(`${server.url}/api/leads${query}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        if (!response.ok) throw new Error(`GET /api/leads${query}: ${response.status}`);
        return (await response.json()) as L[];
      },
      crash: () => server.crash(),
      restart: async () => {
        await server.stop();
        server = await launch();
        servers.push(server);
      },
      stop: async () => {
        const [first, ...rest] = closers.splice(0);
        await first?.();
        await Promise.all(rest.map((close) => close()));
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
