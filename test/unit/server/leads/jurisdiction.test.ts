/** Which store a jurisdiction names (jurisdiction.ts): the binding's objects, and the local stand-in. */
import { describe, expect, it } from "vitest";
import {
  jurisdictionProblem,
  jurisdictionSetting,
  leadsJurisdiction,
  otherJurisdiction,
  storeIn,
} from "../../../../src/server/leads/jurisdiction";

/** A `LEADS` binding whose ids and stubs name where they come from; `jurisdiction` as given. */
function binding(jurisdiction: (name: string) => unknown) {
  const namespace = (prefix: string) => ({
    idFromName: (name: string) => `${prefix}${name}`,
    get: (id: string) => ({ stub: id }),
  });
  return { LEADS: { ...namespace(""), jurisdiction } } as never;
}

describe("the store of a jurisdiction", () => {
  it("reads LEADS_JURISDICTION: eu in any case, trimmed; unset or blank is none", () => {
    expect(jurisdictionSetting({ LEADS_JURISDICTION: " EU " })).toEqual({ jurisdiction: "eu" });
    expect(jurisdictionSetting({ LEADS_JURISDICTION: "eu" })).toEqual({ jurisdiction: "eu" });
    expect(jurisdictionSetting({ LEADS_JURISDICTION: "  " })).toEqual({ jurisdiction: null });
    expect(jurisdictionSetting({})).toEqual({ jurisdiction: null });
    expect(leadsJurisdiction({ LEADS_JURISDICTION: " EU " })).toBe("eu");
    expect(jurisdictionProblem({ LEADS_JURISDICTION: "eu" })).toBeNull();
    expect(jurisdictionProblem({})).toBeNull();
  });

  it.each(["europe", "EU,", "eu,", "fedramp", "us", "e u", "null"])(
    "refuses anything else (%j): a configuration error naming the setting, never taken as unset",
    (value) => {
      expect(jurisdictionSetting({ LEADS_JURISDICTION: value })).toEqual({
        problem: `LEADS_JURISDICTION is ${JSON.stringify(value)}: it must be unset or "eu"; nothing is stored or moved until it is`,
      });
    },
  );

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
