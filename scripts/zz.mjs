import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
const page = await ctx.newPage(); await page.goto("http://localhost:8795/about");
const t=Date.now();
console.log("count", await page.getByRole("link", { name: "Menu" }).count(), Date.now()-t);
console.log(await page.getByRole("button", { name: "Menu" }).isVisible(), Date.now()-t);
try { await page.getByRole("link", { name: "Menu" }).click({ timeout: 5000 }); } catch(e) { console.log("ERR", e.message.slice(0,500)); }
console.log("after", Date.now()-t);
await b.close();
