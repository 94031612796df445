/**
 * The site editor (`/admin`, Sveltia CMS) in Chromium, against a server of its own: local (so the
 * editor opens as on `npm start`, unprotected) with GitHub's OAuth endpoints answered by the
 * harness's stand-in (harness/github.ts).
 *
 * - It loads under its own CSP with no violation, no console error and no request to another
 *   origin (fonts, locales, grammars: all the build's own files), and shows its sign-in, at 390 and
 *   1280 px (screenshots in test-results/screenshots/admin-*.png, for a person to look at).
 * - In local-repository mode it lists every collection of the configuration the build made from
 *   the content schemas. That mode is the one the CMS can be driven with here: signed in to
 *   GitHub, it reads the repository through GitHub's GraphQL API, which no stand-in of ours
 *   answers. Its directory picker is the browser's, which a test cannot click through, so the page
 *   is given one that returns an origin-private folder holding this repository's content files.
 * - The sign-in popup hands the token to the window that opened it, on this origin only: an opener
 *   of another origin (the same server as `localhost`) gets nothing, the popup's one message
 *   naming this origin as its target (never `*`), and the token is never posted.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsCollections } from "../../build/admin/cmsCollections.ts";
import { githubStandIn, type GitHubStandIn } from "../../harness/github.ts";
import { collections as siteCollections } from "../../src/content/collections.ts";
import { startSite, type Site } from "../../harness/site.ts";
import { expectClean, openPage, screenshot, type OpenedPage } from "../support/browser";

let site: Site;
let github: GitHubStandIn;

beforeAll(async () => {
  github = githubStandIn();
  await github.listen();
  site = await startSite({
    port: Number(process.env.E2E_PORT ?? 8799) + 9,
    vars: {
      GITHUB_OAUTH_CLIENT_ID: github.clientId,
      GITHUB_OAUTH_CLIENT_SECRET: github.clientSecret,
      ...github.vars(),
    },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await github?.close();
});

interface ServedCollection {
  name: string;
  label: string;
  fields?: { name: string; label: string }[];
  folder?: string;
  extension?: string;
  files?: { file: string }[];
}

/** The collections the build gives the CMS (build/admin/cmsCollections.ts, from src/content/collections.ts). */
const generated = cmsCollections(siteCollections) as unknown as ServedCollection[];

/** Requests to an origin other than the site's (`blob:` and `data:` URLs are the page's own). */
const elsewhere = (requests: string[]) =>
  requests.filter((url) => !url.startsWith(site.url) && !url.startsWith("blob:") && !url.startsWith("data:"));

/** The CMS's sign-in, once it has started: its buttons. */
const signInButtons = (page: Page) =>
  page.getByRole("button", { name: /Work with Local Repository|Sign In with \W?GitHub/ });

describe("/admin", () => {
  it.each([390, 1280])("loads under its CSP at %i px: its sign-in, nothing from another origin", async (width) => {
    const opened = await openPage(`${site.url}/admin`, { width, waitForShell: false });
    const { page } = opened;
    await page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }).waitFor({ timeout: 20_000 });
    expect(await signInButtons(page).count()).toBe(2);
    expect(await page.getByRole("note").textContent()).toContain("Unprotected local editor");
    await opened.settled(1000);
    expect(elsewhere(opened.requests)).toEqual([]);
    // Everything the page loaded from this origin is the build's, under /assets/admin/ (or the icon).
    for (const url of opened.requests.filter((u) => u.startsWith(site.url))) {
      expect(new URL(url).pathname).toMatch(/^\/admin(\/github-status)?$|^\/assets\/admin\/|^\/favicon\.svg$/);
    }
    expectClean(opened);
    await screenshot(page, `admin-${width}`);
  });

  // It opens an entry of every collection, one after another: minutes on a loaded machine (240 s, not 60).
  it("in local-repository mode, lists every collection of the configuration made from the schemas", async () => {
    const opened = await openPage(`${site.url}/admin`, { width: 1280, waitForShell: false });
    const { page } = opened;
    const collections = generated;
    // This repository's content files, as the folder the editor would pick holds them.
    const files = collections.flatMap((collection) => {
      if (collection.files) return collection.files.filter((f) => existsSync(f.file)).map((f) => f.file);
      if (!collection.folder || !existsSync(collection.folder)) return [];
      return readdirSync(collection.folder)
        .filter((name) => name.endsWith(`.${collection.extension ?? "md"}`))
        .map((name) => join(collection.folder ?? "", name));
    });
    const contents = files.map((path) => ({ path, text: readFileSync(path, "utf8") }));
    await page.evaluate((contents) => {
      // The directory picker, answered with an origin-private folder: a repository (`.git`) with the content.
      (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
        async () => {
          const root = await navigator.storage.getDirectory();
          for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
            await root.removeEntry(name, { recursive: true });
          await root.getDirectoryHandle(".git", { create: true });
          for (const { path, text } of contents) {
            const parts = path.split("/");
            let folder = root;
            for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
            const writable = await (await folder.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
            await writable.write(text);
            await writable.close();
          }
          return root;
        };
    }, contents);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    expect(collections.length).toBeGreaterThan(0);
    // Each collection in the CMS's list, a folder's with as many entries as it has files.
    for (const collection of collections) {
      const item = page.getByRole("treeitem", { name: collection.label, exact: true });
      await item.waitFor({ timeout: 20_000 });
      const count = collection.folder ? files.filter((file) => file.startsWith(`${collection.folder}/`)).length : 1;
      // Its text: an icon's name (a ligature of the icon font), the label, the count.
      expect((await item.textContent())?.replace(/\s+/g, " ").trim().endsWith(`${collection.label} ${count}`)).toBe(
        true,
      );
    }
    expect(await page.getByRole("treeitem").count()).toBe(collections.length);
    await screenshot(page, "admin-local-1280");
    // An entry of the first folder with files opens in the editor with every field of its schema, by label.
    const first = collections.find((c) => c.folder && files.some((file) => file.startsWith(`${c.folder}/`)));
    if (first) {
      await page.getByRole("treeitem", { name: first.label, exact: true }).click();
      await page.getByRole("row").first().click();
      for (const field of first.fields ?? [])
        await page.getByText(field.label, { exact: true }).first().waitFor({ timeout: 20_000 });
      await screenshot(page, "admin-entry-1280");
    }
    // The first entry of every collection opens in the editor (its fields drawn from the configuration).
    for (const collection of collections) {
      await page.evaluate((name) => (location.hash = `#/collections/${name}`), collection.name);
      await page.getByRole("treeitem", { name: collection.label, exact: true, selected: true }).waitFor();
      await page.getByRole("row").first().click();
      await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 20_000 });
      if (collection.name === "services") await screenshot(page, "admin-entry-services-1280");
    }
    await opened.settled(1000);
    expect(elsewhere(opened.requests)).toEqual([]);
    expectClean(opened);
  }, 240_000);
});

describe("the GitHub sign-in popup", () => {
  /** Opens the relay's popup from `opener` as the CMS does, and records what reaches the opener. */
  async function signInFrom(opener: string | OpenedPage) {
    const opened = typeof opener === "string" ? await openPage(opener, { width: 1280, waitForShell: false }) : opener;
    const { page } = opened;
    const popupPromise = page.context().waitForEvent("page");
    await page.evaluate((auth) => {
      const received: { origin: string; data: unknown }[] = [];
      (window as unknown as { received: typeof received }).received = received;
      const popup = window.open(auth, "auth", "width=600,height=800");
      // As Sveltia does: echo the handshake to the popup, on the origin it came from.
      window.addEventListener("message", (event) => {
        received.push({ origin: event.origin, data: event.data });
        if (event.data === "authorizing:github") popup?.postMessage(event.data, event.origin);
      });
    }, `${site.url}/admin/auth?provider=github&site_id=127.0.0.1&scope=repo,user`);
    const popup = await popupPromise;
    await popup.waitForURL(/\/admin\/callback$/, { timeout: 20_000 });
    await popup.waitForLoadState("load");
    return { page, popup, opened };
  }

  const received = (page: Page) =>
    page.evaluate(() => (window as unknown as { received: { origin: string; data: unknown }[] }).received);

  it("hands the token to an opener of this origin, and the address keeps no code", async () => {
    const { page, popup } = await signInFrom(`${site.url}/admin`);
    await expect.poll(async () => (await received(page)).length).toBe(2);
    const token = github.tokens.at(-1);
    expect(await received(page)).toEqual([
      { origin: site.url, data: "authorizing:github" },
      { origin: site.url, data: `authorization:github:success:${JSON.stringify({ provider: "github", token })}` },
    ]);
    if (!popup.isClosed()) expect(new URL(popup.url()).search).toBe("");
  });

  it("hands nothing to an opener of another origin: the message names this origin only", async () => {
    const other = site.url.replace("127.0.0.1", "localhost");
    const opened = await openPage(`${other}/`, { width: 1280, waitForShell: false });
    // What the popup's script posts, and to which origin: its `opener`, seen through a recorder.
    await opened.page.context().addInitScript(() => {
      const opener = window.opener as Window | null;
      if (!opener || location.pathname !== "/admin/callback") return;
      const posted: [unknown, string][] = [];
      Object.assign(window, { posted });
      Object.defineProperty(window, "opener", {
        configurable: true,
        value: {
          closed: false,
          postMessage: (data: unknown, targetOrigin: string) => {
            posted.push([data, targetOrigin]);
            opener.postMessage(data, targetOrigin);
          },
        },
      });
    });
    const { page, popup } = await signInFrom(opened);
    const posted = () => popup.evaluate(() => (window as unknown as { posted: [unknown, string][] }).posted);
    await expect.poll(posted).toEqual([["authorizing:github", site.url]]);
    await popup.waitForTimeout(500);
    // The browser delivered nothing to the other origin, and the token was never posted.
    expect(await received(page)).toEqual([]);
    expect(await posted()).toHaveLength(1);
  });
});
