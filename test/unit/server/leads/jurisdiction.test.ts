/** Which store a jurisdiction names (jurisdiction.ts): the binding's objects, and the local stand-in. */
import { describe, expect, it } from "vitest";
import { leadsJurisdiction, otherJurisdiction, storeIn } from "../../../../src/server/leads/jurisdiction";

/** A `LEADS` binding whose ids and stubs name where they come from; `jurisdiction` as given. */
function binding(jurisdiction: (name: string) => unknown) {
  const namespace = (prefix: string) => ({
    idFromName: (name: string) => `${prefix}${name}`,
    get: (id: string) => ({ stub: id }),
  });
  return { LEADS: { ...namespace(""), jurisdiction } } as never;
}

describe("the store of a jurisdiction", () => {
  it("reads LEADS_JURISDICTION: eu in any case, anything else none", () => {
    expect(leadsJurisdiction({ LEADS_JURISDICTION: " EU " })).toBe("eu");
    expect(leadsJurisdiction({ LEADS_JURISDICTION: "us" })).toBeNull();
    expect(leadsJurisdiction({})).toBeNull();
  });

  it("knows the other one: there are two", () => {
    expect(otherJurisdiction("eu")).toBeNull();
    expect(otherJurisdiction(null)).toBe("eu");
  });

  it("is the object named leads, in the jurisdiction's namespace when there is one", () => {
    const env = binding((name) => ({
      idFromName: (id: string) => `${name}:${id}`,
      get: (id: string) => ({ stub: id }),
    }));
    expect(storeIn(env, null)).toEqual({ id: "leads", stub: { stub: "leads" } });
    expect(storeIn(env, "eu")).toEqual({ id: "eu:leads", stub: { stub: "eu:leads" } });
  });

  it("locally (no jurisdictions in workerd) is a store of its own named for the jurisdiction; any other error is thrown", () => {
    const local = binding(() => {
      throw new Error("Jurisdiction: Not implemented in workerd");
    });
    expect(storeIn(local, "eu")).toEqual({ id: "leads@eu", stub: { stub: "leads@eu" } });
    const broken = binding(() => {
      throw new Error("binding reset");
    });
    expect(() => storeIn(broken, "eu")).toThrow("binding reset");
    const odd = binding(() => {
      throw "not implemented in workerd";
    });
    expect(() => storeIn(odd, "eu")).toThrow();
  });
});
