import { collections } from "../../src/content/collections.ts";
import { loadCollection } from "../../build/content/load.ts";
for (const c of collections) {
  try { const { data } = loadCollection(c, { root: "/work/wt-services", opensInNewTab: "(opens in a new tab)" }); console.log(c.name, "ok", Array.isArray(data) ? data.length : "file"); }
  catch (e) { console.log(c.name, String(e).slice(0, 3000)); }
}
