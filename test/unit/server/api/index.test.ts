/** The API's mount points: each endpoint answers under /api as the site and the clients call it. */
import { describe, expect, it } from "vitest";
import { api } from "../../../../src/server/api";

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  api.request(`http://localhost${path}`, { method: "POST", body, headers }, {
    CSP_REPORT_LIMITER: { limit: async () => ({ success: true }) },
    LEADS_ADMIN_TOKEN: "short",
  } as never);

describe("api", () => {
  it("mounts each endpoint at its path", async () => {
    expect((await post("/contact", "", { origin: "https://evil.test", accept: "application/json" })).status).toBe(403);
    expect((await post("/csp-report", "{}")).status).toBe(204);
    expect((await post("/theme", "", { origin: "https://evil.test" })).status).toBe(403);
    const leads = await api.request("http://localhost/leads", {}, { LEADS_ADMIN_TOKEN: "short" } as never);
    expect(leads.status).toBe(503);
    expect((await api.request("http://localhost/nothing-here", {}, {} as never)).status).toBe(404);
  });
});
