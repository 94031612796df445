/** What `npm start` reads of the Worker's vars (scripts/lib/localVars.ts). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localVars, parseDevVars, varArguments } from "../../../../scripts/lib/localVars";

describe("parseDevVars", () => {
  it("reads NAME=value lines: quotes, export, comments and blank lines", () => {
    const text = [
      "# a comment",
      "",
      "FORM_ACCESS_KEY=abc",
      'LEADS_WEBHOOK_URL="https://hooks.test/leads"',
      "export LEADS_WEBHOOK_SECRET = 'quoted # not a comment'  ",
      "TURNSTILE_SITE_KEY=1x00 # the test key",
      "not a line",
    ].join("\r\n");
    expect(parseDevVars(text)).toEqual({
      FORM_ACCESS_KEY: "abc",
      LEADS_WEBHOOK_URL: "https://hooks.test/leads",
      LEADS_WEBHOOK_SECRET: "quoted # not a comment",
      TURNSTILE_SITE_KEY: "1x00",
    });
  });
});

describe("varArguments", () => {
  it("reads --var NAME:VALUE and --var=NAME:VALUE, the value keeping its colons", () => {
    expect(
      varArguments(["--var", "LEADS_WEBHOOK_URL:http://127.0.0.1:9/x", "--port", "1", "--var=A:b", "--var", "bad"]),
    ).toEqual({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/x", A: "b" });
  });
});

describe("localVars", () => {
  it("takes the build's vars, then .dev.vars, then --var, each winning over the one before", () => {
    const dir = mkdtempSync(join(tmpdir(), "local-vars-"));
    const config = join(dir, "wrangler.json");
    const devVars = join(dir, ".dev.vars");
    writeFileSync(config, JSON.stringify({ vars: { LEADS_WEBHOOK_URL: "", SITE_URL: "https://site.test", A: "1" } }));
    writeFileSync(devVars, `LEADS_WEBHOOK_URL=http://crm.example.org/leads\nA=2\n`);
    expect(localVars(config, devVars, ["--var", "A:3"])).toEqual({
      LEADS_WEBHOOK_URL: "http://crm.example.org/leads",
      SITE_URL: "https://site.test",
      A: "3",
    });
    expect(localVars(join(dir, "none.json"), join(dir, "none"), [])).toEqual({});
    rmSync(dir, { recursive: true });
  });
});
