import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  commands,
  describeErased,
  describeRefusal,
  parseCommand,
  usage,
  type CommandName,
} from "../../../../scripts/lib/leadsCommands";

const names = Object.keys(commands) as CommandName[];
/** A lead id as the store makes it (a submission token, a dot, a 16-digit hex digest). */
const ID = "3f1c2b7a-form.9a0b1c2d3e4f5a6b";

describe("npm run leads: the command line", () => {
  it.each([["--help"], ["-h"], ["help"]])("%s prints the whole usage, with an example per command", (flag) => {
    const parsed = parseCommand([flag]);
    expect(parsed.kind).toBe("help");
    const text = parsed.kind === "help" ? parsed.text : "";
    for (const name of names) {
      expect(text).toContain(commands[name].usage);
      expect(text).toContain(commands[name].example);
    }
  });

  it.each(names)("help %s (and %s --help) prints that command's usage and example", (name) => {
    for (const argv of [
      ["help", name],
      [name, "--help"],
    ]) {
      const parsed = parseCommand(argv);
      expect(parsed).toEqual({ kind: "help", text: usage(name) });
      expect(usage(name)).toContain(commands[name].example);
    }
  });

  it.each([
    [["frobnicate"], "Unknown command: frobnicate"],
    [[], "No command given."],
    [["list", "--colour", "red"], "Unknown option '--colour'"],
    [["erase"], "erase needs --email ADDRESS."],
    [["find"], "find needs --email ADDRESS."],
    [["show"], "show needs an ID."],
    [["purge", "--state", "delivered"], "purge needs --delivered-before DATE, or --state held|failed|pending."],
    [["export", "--email", "a@b.co", "--format", "csv"], "export --email gives JSON: --format json."],
    [["help", "nothing"], "Unknown command: nothing"],
    [["show", `${ID}`, "b"], "Unexpected argument: b"],
    [["release", "all-held"], "Not a lead id: all-held"],
    [["retry", "all-failed"], "Not a lead id: all-failed"],
    [["show", "abc.123"], "Not a lead id: abc.123"],
    [["delete", "x/y"], "Not a lead id: x/y"],
    [["release", "--all", "all-held"], "Not a lead id: all-held"],
    [["hold"], "hold needs --state pending."],
    [["hold", "--state", "held", "--all"], "hold needs --state pending."],
    [["hold", "--state", "pending"], "No filter (sender, text, since, before)"],
    [["purge", "--state", "pending"], "No filter (sender, text, since, before)"],
    [["hold", "--state", "pending", "--sender", "nobody"], "sender must be an e-mail address or @domain"],
    [["purge", "--state", "pending", "--since", "soon"], "since must be a date"],
    [["move", "eu"], "Unexpected argument: eu"],
    [["counts", "held"], "Unexpected argument: held"],
  ])("%j is a usage error: %s, then the usage", (argv, message) => {
    const parsed = parseCommand(argv);
    expect(parsed.kind).toBe("usage-error");
    const text = parsed.kind === "usage-error" ? parsed.text : "";
    expect(text).toContain(message);
    expect(text).toContain("usage: npm run leads --");
  });

  it.each([
    [["list", "--state", "held", "--limit", "5"], { method: "GET", path: "?state=held&limit=5", show: "table" }],
    [["show", ID], { method: "GET", path: `/${ID}`, show: "json" }],
    [
      ["find", "--email", "Grace@Example.com"],
      { method: "GET", path: "?email=Grace%40Example.com&limit=10000", show: "table" },
    ],
    [["export"], { method: "GET", path: "/export?format=csv", show: "text" }],
    [["export", "--email", "g@h.io"], { method: "GET", path: "/export?format=json&email=g%40h.io", show: "text" }],
    [["retry", "--all-failed"], { method: "POST", path: "/retry-failed", show: "json" }],
    [["retry", ID], { method: "POST", path: `/${ID}/retry`, show: "json" }],
    [["release", ID], { method: "POST", path: `/${ID}/release`, show: "json" }],
    [["release", "--all"], { method: "POST", path: "/release-held", show: "json" }],
    [["delete", ID], { method: "POST", path: `/${ID}/delete`, show: "json" }],
    [["purge", "--state", "held"], { method: "POST", path: "/purge?state=held", show: "json" }],
    [
      ["purge", "--state", "failed", "--before", "2026-11-01"],
      { method: "POST", path: "/purge?state=failed&before=2026-11-01", show: "json" },
    ],
    [
      ["purge", "--delivered-before", "2026-11-01"],
      { method: "POST", path: "/purge?delivered-before=2026-11-01", show: "json" },
    ],
    [["erase", "--email", "g@h.io"], { method: "POST", path: "/erase?email=g%40h.io", show: "erased" }],
    [
      ["hold", "--state", "pending", "--sender", "@spam.example", "--text", "cheap casino", "--dry-run"],
      { method: "POST", path: "/hold?state=pending&sender=%40spam.example&text=cheap+casino&dry-run=1", show: "json" },
    ],
    [
      ["purge", "--state", "pending", "--since", "2026-11-26", "--before", "2026-11-27"],
      { method: "POST", path: "/purge?state=pending&since=2026-11-26&before=2026-11-27", show: "json" },
    ],
    [["hold", "--state", "pending", "--all"], { method: "POST", path: "/hold?state=pending&all=1", show: "json" }],
    [
      ["purge", "--state", "pending", "--dry-run"],
      { method: "POST", path: "/purge?state=pending&dry-run=1", show: "json" },
    ],
    [["move"], { method: "POST", path: "/move", show: "json" }],
    [["counts"], { method: "GET", path: "/counts", show: "json" }],
  ])("%j asks the API %j", (argv, request) => {
    expect(parseCommand([...argv, "--remote"])).toEqual({ kind: "run", request, remote: true });
  });

  it("import reads its FILE", () => {
    expect(parseCommand(["import", "leads.json"])).toEqual({
      kind: "run",
      request: { method: "POST", path: "/import", show: "json" },
      remote: false,
      file: "leads.json",
    });
  });

  it("the script itself: a word where an ID goes, or a bulk action without a filter, exits 2 with the usage, sending nothing", async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"No lead with this id."}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["scripts/leads.ts", ...args, "--url", url], {
          env: { ...process.env, LEADS_ADMIN_TOKEN: "t".repeat(32) },
        });
        let stderr = "";
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.on("close", (status) => resolve({ status, stderr }));
      });
    try {
      const slips = [
        ["release", "all-held"],
        ["retry", "all-failed"],
        ["hold", "--state", "pending"],
        ["purge", "--state", "pending"],
      ];
      for (const [i, slip] of (await Promise.all(slips.map((args) => run(...args)))).entries()) {
        expect(slip.status, slips[i]!.join(" ")).toBe(2);
        expect(slip.stderr).toContain("usage: npm run leads --");
      }
      expect(requests).toEqual([]);
      // The same server sees a request shaped right: the check above would have seen one.
      const sent = await run("release", ID);
      expect(sent.status).toBe(1);
      expect(requests).toEqual([`POST /api/leads/${ID}/release`]);
    } finally {
      server.close();
    }
    // Five Node processes: seconds on a loaded machine.
  }, 30_000);

  it("prints an import's refusal with each bad row on a line of its own", () => {
    const answer = {
      error: "Nothing imported: 2 bad row(s) in the file.",
      rows: [
        { row: 2, reason: "channel: only provider leads are imported" },
        { row: 5, reason: "held without a reason" },
      ],
    };
    expect(describeRefusal(JSON.stringify(answer))).toBe(
      "Nothing imported: 2 bad row(s) in the file.\n  row 2: channel: only provider leads are imported\n  row 5: held without a reason",
    );
    expect(describeRefusal('{"error":"No lead with this id."}')).toBe("No lead with this id.");
    expect(describeRefusal('{"error":"x","rows":"odd"}')).toBe("x");
    expect(describeRefusal('{"status":"odd"}')).toBe('{"status":"odd"}');
    expect(describeRefusal("null")).toBe("null");
    expect(describeRefusal(`<html>${"x".repeat(300)}`)).toBe(`<html>${"x".repeat(194)}`);
  });

  it("the script itself: --help exits 0 with the usage; a wrong command or option exits 2 with it, no stack trace", () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["scripts/leads.ts", ...args], { encoding: "utf8", timeout: 20_000 });
    const help = run("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("usage: npm run leads -- COMMAND");
    for (const args of [["frobnicate"], ["list", "--bogus"]]) {
      const wrong = run(...args);
      expect(wrong.status, args.join(" ")).toBe(2);
      expect(wrong.stderr).toContain("usage: npm run leads --");
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
    }
  }, 60_000); // several Node starts: seconds each on a loaded 2-core machine
});

describe("npm run leads -- erase: what it prints", () => {
  it("names the leads removed, the deliveries cancelled and each configured receiver's copies, Slack's too, and the audit's salt and hash", () => {
    expect(
      describeErased({
        leads: ["a.1", "b.2"],
        cancelledDeliveries: 1,
        deliveredBeforeErasure: 3,
        copies: { mail: 2, webhook: 0, slack: 1 },
        salt: "5a1t",
        hash: "ha5h",
      }).split("\n"),
    ).toEqual([
      "Erased 2 lead(s): a.1, b.2",
      "1 pending delivery cancelled, never sent.",
      "3 deliveries made before the erasure (delivered, or already in the channel's hands).",
      "Copies made before the erasure, to delete there: 2 in the mailbox (e-mail), 0 at the webhook's receiver, 1 in the Slack channel.",
      "Audit (leads_erased): salt 5a1t, hash ha5h. Keep both with the request.",
    ]);
  });

  it("says so when nothing was found, cancelled or delivered, naming the receivers all the same", () => {
    expect(
      describeErased({
        leads: [],
        cancelledDeliveries: 0,
        deliveredBeforeErasure: 0,
        copies: { mail: 0, slack: 0 },
        salt: "s",
        hash: "h",
      }).split("\n"),
    ).toEqual([
      "Erased 0 lead(s).",
      "0 pending deliveries cancelled, never sent.",
      "0 deliveries made before the erasure (delivered, or already in the channel's hands).",
      "No copy was made before the erasure: 0 in the mailbox (e-mail), 0 in the Slack channel; nothing to delete elsewhere.",
      "Audit (leads_erased): salt s, hash h. Keep both with the request.",
    ]);
  });

  it("from a Worker that does not count by channel, names every receiver a lead can reach", () => {
    expect(
      describeErased({ leads: ["x"], cancelledDeliveries: 2, deliveredBeforeErasure: 1, salt: "s", hash: "h" }),
    ).toContain("the mailbox, the webhook's receiver, the Slack channel");
  });
});
