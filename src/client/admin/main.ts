import CMS from "@sveltia/cms";
import generated from "virtual:cms-collections";
import "./admin.css";

/**
 * `/admin`'s one script: Sveltia CMS from npm, bundled by our build (build/admin/plugin.ts) with
 * every font, locale and lazily loaded part it uses, so nothing comes from another origin. The
 * configuration is never a `config.yml` the CMS would fetch: the page's data block (`#cms-config`,
 * written by the Worker from the site's settings: repository, branch, sign-in, workflow) with the
 * collections and media folder the build made from the content schemas (`virtual:cms-collections`).
 */
const data = document.getElementById("cms-config")?.textContent;
if (data) void CMS.init({ config: { ...JSON.parse(data), ...generated } });
