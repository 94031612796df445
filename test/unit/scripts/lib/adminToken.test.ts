/** The operators' token `npm start` and `npm run leads` use: from the environment, else `.dev.vars`. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configuredAdminToken } from "../../../../scripts/lib/adminToken";

const TOKEN = "a-token-of-forty-characters-0123456789ab";

function devVars(text: string): { file: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "admin-token-"));
  const file = join(dir, ".dev.vars");
  writeFileSync(file, text);
  return { file, done: () => rmSync(dir, { recursive: true, force: true }) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("configuredAdminToken", () => {
  it("reads .dev.vars as npm start's parser does: export, quotes and a comment after the value", () => {
    vi.stubEnv("LEADS_ADMIN_TOKEN", "");
    for (const line of [
      `export LEADS_ADMIN_TOKEN='${TOKEN}'`,
      `LEADS_ADMIN_TOKEN = "${TOKEN}"`,
      `LEADS_ADMIN_TOKEN=${TOKEN} # the local token`,
    ]) {
      const vars = devVars(["# operators", "FORM_ACCESS_KEY=abc", line, ""].join("\r\n"));
      expect(configuredAdminToken(vars.file), line).toBe(TOKEN);
      vars.done();
    }
  });

  it("prefers the environment, and is undefined when neither sets it", () => {
    const vars = devVars(`LEADS_ADMIN_TOKEN=${TOKEN}\n`);
    vi.stubEnv("LEADS_ADMIN_TOKEN", "from-the-environment");
    expect(configuredAdminToken(vars.file)).toBe("from-the-environment");
    vi.stubEnv("LEADS_ADMIN_TOKEN", "");
    expect(configuredAdminToken(join(vars.file, "..", "missing"))).toBeUndefined();
    vars.done();
    const empty = devVars("FORM_ACCESS_KEY=abc\n");
    expect(configuredAdminToken(empty.file)).toBeUndefined();
    empty.done();
  });
});
