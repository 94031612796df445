import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../../../scripts/lib/leadsCommands";
import { withNewNames } from "../../../../scripts/lib/oldOptions";

describe("npm run leads: the options' old names (before issue 54)", () => {
  it("reads --from as --sender, --after as --since and --state spam as --state held, with a notice each", () => {
    expect(withNewNames({ from: "@spam.example", after: "2026-11-26", state: "spam", "dry-run": true })).toEqual({
      values: { sender: "@spam.example", since: "2026-11-26", state: "held", "dry-run": true },
      notices: [
        "--from is now called --sender.",
        "--after is now called --since.",
        "--state spam is now called --state held.",
      ],
    });
  });

  it("leaves the names of now as they are, without a notice", () => {
    const values = { sender: "@spam.example", since: "2026-11-26", state: "held", before: "2026-11-27" };
    expect(withNewNames(values)).toEqual({ values, notices: [] });
  });

  it("refuses an old option beside its new one", () => {
    expect(withNewNames({ from: "@a.example", sender: "@b.example" })).toEqual({
      error: "--from is the old name of --sender: give one of them.",
    });
    expect(withNewNames({ after: "2026-11-01", since: "2026-11-02" })).toEqual({
      error: "--after is the old name of --since: give one of them.",
    });
  });

  const SENDER = "--from is now called --sender.";
  const SINCE = "--after is now called --since.";
  const HELD = "--state spam is now called --state held.";
  it.each([
    [
      ["hold", "--state", "pending", "--from", "@spam.example", "--dry-run"],
      ["hold", "--state", "pending", "--sender", "@spam.example", "--dry-run"],
      [SENDER],
    ],
    [
      ["purge", "--state", "pending", "--text", "casino", "--after", "2026-11-26"],
      ["purge", "--state", "pending", "--text", "casino", "--since", "2026-11-26"],
      [SINCE],
    ],
    [["list", "--state", "spam"], ["list", "--state", "held"], [HELD]],
    [["export", "--state", "spam"], ["export", "--state", "held"], [HELD]],
    [
      ["purge", "--state", "spam", "--before", "2026-11-01"],
      ["purge", "--state", "held", "--before", "2026-11-01"],
      [HELD],
    ],
  ])("%j asks the API what %j does, and says the new names: %j", (old, now, said) => {
    const asked = parseCommand(old);
    const { notices, ...run } = asked.kind === "run" ? asked : { ...asked, notices: [] };
    expect(run).toEqual(parseCommand(now));
    expect(notices).toEqual(said);
  });

  it("a usage error about an old option says its name now first", () => {
    const parsed = parseCommand(["hold", "--state", "pending", "--from", "nobody"]);
    expect(parsed.kind).toBe("usage-error");
    const text = parsed.kind === "usage-error" ? parsed.text : "";
    expect(text).toMatch(/^--from is now called --sender\.\nsender must be an e-mail address or @domain\n/);
    expect(text).toContain("usage: npm run leads --");
    expect(
      parseCommand(["hold", "--state", "pending", "--from", "@a.example", "--sender", "@b.example"]),
    ).toMatchObject({ kind: "usage-error", text: expect.stringContaining("--from is the old name of --sender") });
  });

  it("the script itself: an old option works, and stderr says its name now", async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { "content-type": "application/json" }).end('{"dryRun":true,"matched":2}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const args = ["hold", "--state", "pending", "--from", "@spam.example", "--dry-run", "--url", url];
      const ran = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["scripts/leads.ts", ...args], {
          env: { ...process.env, LEADS_ADMIN_TOKEN: "t".repeat(32) },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
      expect(ran.status).toBe(0);
      expect(ran.stderr).toBe("--from is now called --sender.\n");
      expect(JSON.parse(ran.stdout)).toEqual({ dryRun: true, matched: 2 });
      expect(requests).toEqual(["POST /api/leads/hold?state=pending&sender=%40spam.example&dry-run=1"]);
    } finally {
      server.close();
    }
    // A Node start: seconds on a loaded machine.
  }, 30_000);
});
