/**
 * The lead desk's pages and actions in the built Worker, as a local operator (no Access: requests
 * from this machine; the gate has its own tests, deskAccess.test.ts). Leads are loaded through the
 * operators' import with the states the desk shows (held, failed, delivered), so each page is
 * checked against known rows; every action is a same-origin form post, as the pages send it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCopy, errorInWords, holdReasonWords } from "../../src/desk/words";
import { copiesSentence } from "../../src/server/leads/erasure";
import type { ChannelDelivery, Lead } from "../../src/server/leads/record";
import { emailDelivery } from "../../harness/leadExport.ts";
import { enquirySubject, providerAnswer, TEST_ACCESS_KEY } from "../../harness/provider.ts";
import { escapeHtml } from "../support/html";
import { startWorker, type TestWorker } from "../support/worker";
import { importLeads, storedLeads } from "../support/workerLeads";

const delivered: string[] = [];
let worker: TestWorker;

/** A stored lead as an export carries it, its e-mail's delivery changed by `email`. */
function stored(
  id: string,
  day: string,
  state: Lead["state"],
  fields: Record<string, string>,
  extra: Partial<Lead> = {},
  email: Partial<ChannelDelivery> = {},
): Lead {
  const createdAt = `${day}T10:00:00.000Z`;
  return {
    id: `desk-lead-${id}.0123456789abcdef`,
    variant: "contact",
    route: "provider",
    // The fields of the lead's form, as an import checks them: each form names the visitor its own way.
    fields: {
      ...(extra.variant === "hire"
        ? { name: `Ada ${id}` }
        : extra.variant === "fullname"
          ? { fullname: `Ada ${id}` }
          : { firstName: "Ada", lastName: id }),
      email: `${id.toLowerCase()}@example.com`,
      subject: `Subject ${id}`,
      message: `Message of ${id}`,
      ...fields,
    },
    page: "/contact",
    state,
    reason: null,
    createdAt,
    updatedAt: createdAt,
    ...extra,
    // The e-mail's delivery in the lead's state; other channels' from `extra`.
    deliveries: { mail: emailDelivery(state, createdAt, email), ...extra.deliveries },
  };
}

const LONG = `<script>alert("x")</script> ${"a-very-long-word-".repeat(40)}\nsecond line`;
const leads = {
  heldHoneypot: stored("HeldA", "2026-11-20", "held", {}, { reason: "honeypot" }),
  heldLinks: stored("HeldB", "2026-11-21", "held", {}, { reason: "too_many_links", variant: "hire" }),
  failed: stored("Failed", "2026-11-22", "failed", {}, {}, { lastError: "status (500)", attempts: 9 }),
  delivered: stored(
    "Delivered",
    "2026-11-23",
    "delivered",
    { company: "Acme Ltd", message: LONG },
    { variant: "hire" },
  ),
  webhookFailed: stored(
    "Hooked",
    "2026-11-24",
    "delivered",
    {},
    {
      deliveries: {
        webhook: { state: "failed", attempts: 4, lastError: "timeout", nextAttemptAt: null, deliveredAt: null },
      },
    },
  ),
};

beforeAll(async () => {
  worker = await startWorker({
    vars: { FORM_ACCESS_KEY: TEST_ACCESS_KEY },
    outbound: async (request) => {
      const form = await request.formData();
      delivered.push(enquirySubject(form));
      return providerAnswer(form);
    },
  });
  await importLeads(worker, Object.values(leads));
});
afterAll(() => worker.dispose());

async function page(path: string) {
  const response = await worker.fetch(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** A form post as the desk's pages send it (same origin). */
function post(
  path: string,
  fields: [string, string][],
  headers: Record<string, string> = { origin: "http://localhost" },
) {
  return worker.fetch(path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

/** The subjects a page lists, in order. */
const listed = (html: string) =>
  [...html.replaceAll("<!-- -->", "").matchAll(/desk-item-subject"> — (Subject \w+)</g)].map((m) => m[1]);
const auditLines = (event: string) =>
  worker
    .logs()
    .filter((line) => line.includes(`"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the tabs", () => {
  it("the inbox lists every lead not held, newest first, with its form, page, time and each channel's state", async () => {
    const { status, html } = await page("/desk");
    expect(status).toBe(200);
    expect(listed(html)).toEqual(["Subject Hooked", "Subject Delivered", "Subject Failed"]);
    expect(html).toContain('<time dateTime="2026-11-23T10:00:00.000Z" data-desk-time="">23 Nov 2026, 10:00 UTC</time>');
    expect(html).toContain("Webhook: Failed");
    expect(html).toContain("E-mail: Delivered");
    expect(html).toContain("Hire a team");
  });

  it("the held tab lists held leads with their reason in words; the reason filter is a link", async () => {
    const all = await page("/desk/held");
    expect(listed(all.html)).toEqual(["Subject HeldB", "Subject HeldA"]);
    expect(all.html).toContain(holdReasonWords.honeypot);
    expect(all.html).toContain(holdReasonWords.too_many_links);
    const one = await page("/desk/held?reason=honeypot");
    expect(listed(one.html)).toEqual(["Subject HeldA"]);
  });

  it("the failed tab lists a failure on any channel", async () => {
    expect(listed((await page("/desk/failed")).html)).toEqual(["Subject Hooked", "Subject Failed"]);
  });

  it("every page names beside each tab how many leads it lists: the operators' API's counts", async () => {
    const counts = await (await worker.admin("/api/leads/counts")).json();
    expect(counts).toEqual({ inbox: 3, held: 2, failed: 2 });
    for (const path of ["/desk", "/desk/held", `/desk/leads/${leads.failed.id}`, "/desk/erase", "/desk/figures"]) {
      const html = (await page(path)).html.replaceAll("<!-- -->", "");
      const tabs = [
        ...html.matchAll(/<a href="\/desk(?:\/held|\/failed)?"[^>]*>([^<]+) <span class="desk-count">(\d+)</g),
      ];
      expect(
        tabs.map(([, label, count]) => [label, Number(count)]),
        path,
      ).toEqual([
        ["Inbox", 3],
        ["Held", 2],
        ["Failed", 2],
      ]);
    }
  });

  it.each([
    ["?q=acme", ["Subject Delivered"]],
    ["?q=ADA+hooked", ["Subject Hooked"]],
    ["?q=failed%40example.com", ["Subject Failed"]],
    ["?q=second+line", ["Subject Delivered"]],
    ["?state=failed", ["Subject Failed"]],
    ["?form=hire", ["Subject Delivered"]],
    ["?since=2026-11-23", ["Subject Hooked", "Subject Delivered"]],
    ["?before=2026-11-23", ["Subject Failed"]],
    ["?since=2026-11-23&before=2026-11-24", ["Subject Delivered"]],
  ])("the inbox filtered by %s", async (search, subjects) => {
    expect(listed((await page(`/desk${search}`)).html)).toEqual(subjects);
  });

  it("refuses a filter it cannot read (400), never shows everything instead", async () => {
    for (const search of ["?state=nonsense", "?form=other", "?since=yesterday", "?before=2026-13-01", "?cursor=x"])
      expect((await page(`/desk${search}`)).status, search).toBe(400);
  });
});

describe("an address from before issue 54 (a bookmark)", () => {
  /** The desk's answer to `path`, its redirect not followed. */
  const redirectOf = async (path: string) => {
    const response = await worker.fetch(path, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location"), headers: response.headers };
  };

  it.each([
    ["/desk?from=2026-11-23", "/desk?since=2026-11-23", ["Subject Hooked", "Subject Delivered"]],
    ["/desk?to=2026-11-22", "/desk?before=2026-11-23", ["Subject Failed"]],
    ["/desk?from=2026-11-23&to=2026-11-23", "/desk?since=2026-11-23&before=2026-11-24", ["Subject Delivered"]],
    ["/desk?state=spam", "/desk/held", ["Subject HeldB", "Subject HeldA"]],
    ["/desk?state=held&reason=honeypot", "/desk/held?reason=honeypot", ["Subject HeldA"]],
  ])("%s redirects (301) to %s, which lists what it did", async (old, now, subjects) => {
    const answer = await redirectOf(old);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(now);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(listed((await page(now)).html)).toEqual(subjects);
  });

  it("an old export's address redirects to the same export", async () => {
    const answer = await redirectOf("/desk/export?view=inbox&format=json&state=spam&from=2026-11-21");
    expect(answer).toMatchObject({ status: 301, location: "/desk/export?view=held&format=json&since=2026-11-21" });
    const held = (await (await worker.fetch(answer.location!)).json()) as Lead[];
    expect(held.map((lead) => lead.id)).toEqual([leads.heldLinks.id]);
  });

  it("an old filter it cannot read is refused under its name now (400), never shows everything instead", async () => {
    for (const [old, now] of [
      ["/desk?from=yesterday", "/desk?since=yesterday"],
      ["/desk?to=2026-13-01", "/desk?before=2026-13-01"],
      ["/desk?after=x", "/desk?cursor=x"],
    ]) {
      expect(await redirectOf(old!), old).toMatchObject({ status: 301, location: now });
      expect((await page(now!)).status, now).toBe(400);
    }
  });
});

describe("paging", () => {
  const many = Array.from({ length: 55 }, (_, i) =>
    stored(`Page${String(i).padStart(2, "0")}`, "2026-11-15", "delivered", {}, { variant: "fullname" }),
  );
  beforeAll(() => importLeads(worker, many));

  it("pages a filtered view with a cursor: every lead once, newest first (ties by id), none missing", async () => {
    const first = await page("/desk?form=fullname");
    const firstListed = listed(first.html);
    expect(firstListed).toHaveLength(50);
    const older = /<a href="([^"]+)">Older enquiries<\/a>/.exec(first.html)?.[1]?.replaceAll("&amp;", "&");
    expect(older).toMatch(/^\/desk\?form=fullname&cursor=\d+\./);
    // The same page by its old address (a bookmark): `after` was the cursor's name.
    const oldAddress = older!.replace("&cursor=", "&after=");
    expect((await worker.fetch(oldAddress, { redirect: "manual" })).headers.get("location")).toBe(older);
    const second = await page(older!);
    const secondListed = listed(second.html);
    expect(secondListed).toHaveLength(5);
    expect(second.html).not.toContain("Older enquiries");
    expect([...firstListed, ...secondListed]).toEqual(
      many
        .map((l) => l.fields.subject)
        .sort()
        .reverse(),
    );
  });
});

describe("a search in any script", () => {
  const world = [
    stored("Lukasz", "2026-11-12", "delivered", { firstName: "Łukasz", lastName: "Wójcik" }),
    stored("Ozgur", "2026-11-12", "delivered", { company: "ÖZGÜR Yazılım" }, { variant: "hire" }),
    stored("Istanbul", "2026-11-12", "held", { message: "Ofisimiz İstanbul'da." }, { reason: "operator" }),
  ];
  beforeAll(() => importLeads(worker, world));

  it.each([
    ["/desk?q=%C5%81UKASZ", ["Subject Lukasz"]],
    ["/desk?q=w%C3%B3jcik+%C5%82ukasz", ["Subject Lukasz"]],
    ["/desk?q=%C3%B6zg%C3%BCr+yaz%C4%B1l%C4%B1m&form=hire", ["Subject Ozgur"]],
    ["/desk?q=%C5%81ukasz+%C3%B6zg%C3%BCr", []],
    ["/desk/held?q=%C4%B0STANBUL", ["Subject Istanbul"]],
    ["/desk/held?reason=operator", ["Subject Istanbul"]],
  ])("%s lists %j", async (path, subjects) => {
    expect(listed((await page(path)).html)).toEqual(subjects);
  });

  it("names the operator's hold in words, and exports what a search finds", async () => {
    expect((await page("/desk/held?reason=operator")).html).toContain(holdReasonWords.operator);
    const json = (await (await worker.fetch("/desk/export?view=inbox&format=json&q=%C5%81UKASZ")).json()) as Lead[];
    expect(json.map((l) => l.fields.subject)).toEqual(["Subject Lukasz"]);
  });
});

describe("a lead's page", () => {
  it("shows every field escaped, the long message wrapped, each channel's timeline and a reply link", async () => {
    const { html } = await page(`/desk/leads/${encodeURIComponent(leads.delivered.id)}`);
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain(escapeHtml('<script>alert("x")</script>'));
    expect(html).toMatch(/<dd class="desk-message">/);
    expect(html).toContain("Acme Ltd");
    expect(html).toContain(`href="mailto:delivered@example.com?subject=Re%3A%20Subject%20Delivered"`);
  });

  it("names the last error in words and offers a retry", async () => {
    const { html } = await page(`/desk/leads/${encodeURIComponent(leads.failed.id)}`);
    expect(html).toContain(escapeHtml(errorInWords("status (500)")));
    expect(errorInWords("status (500)")).toMatch(/HTTP 500/);
    expect(html).toContain(deskCopy.lead.retry);
  });

  it("answers 404 for a lead that is not there", async () => {
    expect((await page("/desk/leads/no-such-lead")).status).toBe(404);
  });
});

describe("actions", () => {
  it("refuse a change from another site (403) and change nothing", async () => {
    const id = leads.heldHoneypot.id;
    const cross = await post(`/desk/leads/${encodeURIComponent(id)}/release`, [], { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    const bare = await post(`/desk/leads/${encodeURIComponent(id)}/delete`, [["confirm", "yes"]], {});
    expect(bare.status).toBe(403);
    const erase = await post(
      "/desk/erase",
      [
        ["email", "helda@example.com"],
        ["confirm", "yes"],
      ],
      {
        origin: "https://evil.example",
      },
    );
    expect(erase.status).toBe(403);
    expect((await storedLeads(worker)).find((l) => l.id === id)?.state).toBe("held");
  });

  it("release a held lead: delivered once, said after, one audit line with the operator and the lead", async () => {
    const id = leads.heldHoneypot.id;
    const answer = await post(`/desk/leads/${encodeURIComponent(id)}/release`, []);
    expect(answer.status).toBe(303);
    const back = await page(answer.headers.get("location")!);
    expect(back.html).toContain(deskCopy.notices.released(1));
    await expect.poll(() => delivered.filter((s) => s === "Subject HeldA").length).toBe(1);
    expect(auditLines("desk_released")).toEqual([
      { level: "info", event: "desk_released", operator: "local-operator", lead: id },
    ]);
  });

  it("retry a failed lead", async () => {
    const id = leads.failed.id;
    const answer = await post(`/desk/leads/${encodeURIComponent(id)}/retry`, []);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/desk/leads/${encodeURIComponent(id)}?done=retried&n=1`);
    await expect.poll(() => delivered.includes("Subject Failed")).toBe(true);
  });

  it("delete asks once, in words, and deletes only when confirmed", async () => {
    const id = leads.heldLinks.id;
    const asked = await page(`/desk/leads/${encodeURIComponent(id)}/delete`);
    expect(asked.html).toContain(deskCopy.confirm.deleteOne);
    expect(asked.html).toContain(deskCopy.confirm.deleteWhy);
    expect(asked.html).toContain("Subject HeldB");
    const unconfirmed = await post(`/desk/leads/${encodeURIComponent(id)}/delete`, []);
    expect(unconfirmed.status).toBe(200);
    expect((await storedLeads(worker)).some((l) => l.id === id)).toBe(true);
    const confirmed = await post(`/desk/leads/${encodeURIComponent(id)}/delete`, [["confirm", "yes"]]);
    expect(confirmed.headers.get("location")).toBe("/desk?done=deleted&n=1");
    expect((await page("/desk?done=deleted&n=1")).html).toContain(deskCopy.notices.deleted(1));
    expect((await storedLeads(worker)).some((l) => l.id === id)).toBe(false);
    expect(auditLines("desk_deleted").at(-1)).toEqual({
      level: "info",
      event: "desk_deleted",
      operator: "local-operator",
      lead: id,
    });
  });

  it("never logs what a visitor sent", () => {
    const logs = worker.logs().join("\n");
    for (const lead of Object.values(leads)) {
      expect(logs).not.toContain(lead.fields.email);
      expect(logs).not.toContain(lead.fields.subject);
    }
  });
});

describe("bulk actions in the held tab", () => {
  const three = ["Bulk1", "Bulk2", "Bulk3"].map((id) => stored(id, "2026-11-10", "held", {}, { reason: "honeypot" }));
  beforeAll(() => importLeads(worker, three));

  it("release a selection", async () => {
    const answer = await post("/desk/held/bulk", [
      ["do", "release"],
      ["id", three[0]!.id],
      ["id", three[1]!.id],
    ]);
    expect(answer.headers.get("location")).toBe("/desk/held?done=released&n=2");
    const held = (await storedLeads(worker, "?state=held")).map((l) => l.id);
    expect(held).toContain(three[2]!.id);
    expect(held).not.toContain(three[0]!.id);
  });

  it("delete a selection after the confirmation that names them", async () => {
    const asked = await post("/desk/held/bulk", [
      ["do", "delete"],
      ["id", three[2]!.id],
    ]);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain(deskCopy.confirm.deleteOne);
    expect(html).toContain("Subject Bulk3");
    const done = await post("/desk/held/bulk", [
      ["do", "delete"],
      ["id", three[2]!.id],
      ["confirm", "yes"],
    ]);
    expect(done.headers.get("location")).toBe("/desk/held?done=deleted&n=1");
    expect((await storedLeads(worker)).some((l) => l.id === three[2]!.id)).toBe(false);
  });

  it("refuse an empty selection", async () => {
    expect((await post("/desk/held/bulk", [["do", "release"]])).status).toBe(400);
  });
});

describe("erase by e-mail", () => {
  const person = [
    stored("Erin", "2026-11-01", "delivered", { email: "Erin@Example.com" }),
    stored("Erin2", "2026-11-02", "held", { email: "erin@example.com" }, { reason: "honeypot" }),
  ];
  beforeAll(() => importLeads(worker, person));

  it("shows what will be erased first, then erases it all and shows the receipt the CLI prints", async () => {
    const asked = await post("/desk/erase", [["email", "erin@example.com"]]);
    const html = await asked.text();
    expect(html).toContain(deskCopy.erase.found(2));
    expect(html).toContain("Subject Erin2");
    expect(
      (await storedLeads(worker)).filter((l) => l.fields.email?.toLowerCase() === "erin@example.com"),
    ).toHaveLength(2);
    const done = await post("/desk/erase", [
      ["email", "erin@example.com"],
      ["confirm", "yes"],
    ]);
    expect(done.status).toBe(200);
    const receipt = await done.text();
    expect(receipt).toContain(escapeHtml(deskCopy.notices.erased(2)));
    expect(receipt).toContain(escapeHtml(deskCopy.erase.cancelled(0)));
    // The delivered lead's e-mail: a copy in the mailbox, to delete there (the only channel on here).
    expect(receipt).toContain(escapeHtml(copiesSentence({ mail: 1 })));
    // The salt and hash of the audit line, to keep with the request.
    const [audit] = auditLines("leads_erased");
    expect(audit).toMatchObject({ count: 2 });
    expect(receipt).toContain(`<code>${String(audit!.salt)}</code>`);
    expect(receipt).toContain(`<code>${String(audit!.hash)}</code>`);
    const found = await worker.admin("/api/leads?email=erin@example.com");
    expect(await found.json()).toEqual([]);
    expect(
      auditLines("desk_erased")
        .map((line) => line.lead)
        .sort(),
    ).toEqual(person.map((l) => l.id).sort());
  });

  it("asks again, with a message at the field, for an address it cannot read", async () => {
    const answer = await post("/desk/erase", [["email", "not an address"]]);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(deskCopy.erase.invalid);
  });
});

describe("exports", () => {
  it("CSV and JSON of a view are the operators' API's, downloaded", async () => {
    // A store at rest: the leads released above may still be on their way, and would change between the two reads.
    await expect.poll(async () => (await storedLeads(worker, "?state=pending")).length, { timeout: 10_000 }).toBe(0);
    const csv = await worker.fetch("/desk/export?view=inbox&format=csv");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const api = await worker.admin("/api/leads/export?format=csv");
    expect(await csv.text()).toBe(await api.text());
    const json = await worker.fetch("/desk/export?view=held&format=json");
    const apiJson = await worker.admin("/api/leads/export?format=json&state=held");
    expect(await json.json()).toEqual(await apiJson.json());
  });

  it("follow the filters of the view", async () => {
    const json = (await (await worker.fetch("/desk/export?view=inbox&format=json&q=acme")).json()) as Lead[];
    expect(json.map((l) => l.fields.subject)).toEqual(["Subject Delivered"]);
  });
});

describe("the desk's answers", () => {
  it("are never stored, never indexed, under the site's CSP, in no sitemap and never prerendered", async () => {
    const desk = await page("/desk");
    const home = await page("/");
    expect(desk.headers.get("cache-control")).toBe("no-store");
    expect(desk.headers.get("x-robots-tag")).toBe("noindex");
    expect(desk.headers.get("content-security-policy")).toBe(home.headers.get("content-security-policy"));
    expect((await page("/sitemap.xml")).html).not.toContain("/desk");
    const rules = JSON.stringify(await (await worker.fetch("/speculation-rules.json")).json());
    expect(rules).toContain('"/desk"');
    expect(rules).toContain('"/desk/*"');
  });

  it("load the desk's own stylesheet and script, which no public page loads", async () => {
    const desk = (await page("/desk")).html;
    const deskCss = /href="(\/assets\/desk-[^"]+\.css)"/.exec(desk)?.[1];
    const deskJs = /src="(\/assets\/desk-[^"]+\.js)"/.exec(desk)?.[1];
    expect(deskCss).toBeDefined();
    expect(deskJs).toBeDefined();
    const home = (await page("/")).html;
    expect(home).not.toContain(deskCss);
    expect(home).not.toContain(deskJs);
  });
});

describe("words from the URL the desk does not know", () => {
  it.each(["constructor", "toString", "__proto__"])(
    "done=%s is no notice (it answered 500), view=%s no export",
    async (word) => {
      const inbox = await page(`/desk?done=${word}&n=1`);
      expect(inbox.status).toBe(200);
      expect(inbox.html).not.toContain('class="desk-notice"');
      expect((await page(`/desk/export?view=${word}&format=csv`)).status).toBe(400);
      expect((await page(`/desk/held?reason=${word}`)).status).toBe(400);
    },
  );
});

describe("a LEADS_JURISDICTION that is neither unset nor eu", () => {
  it("answers the desk and the API 503 naming the setting, logged once", async () => {
    const typo = await startWorker({ vars: { FORM_ACCESS_KEY: TEST_ACCESS_KEY, LEADS_JURISDICTION: "europe" } });
    try {
      const desk = await typo.fetch("/desk");
      expect(desk.status).toBe(503);
      expect(await desk.text()).toContain('LEADS_JURISDICTION is "europe": it must be unset or "eu"');
      const api = await typo.admin("/api/leads/counts");
      expect(api.status).toBe(503);
      expect(((await api.json()) as { error: string }).error).toContain('LEADS_JURISDICTION is "europe"');
      expect(typo.logs().filter((line) => line.includes('"event":"leads_misconfigured"'))).toHaveLength(1);
    } finally {
      await typo.dispose();
    }
  });
});
