import CMS from "@sveltia/cms";
import "./admin.css";

/**
 * `/admin`'s one script: Sveltia CMS from npm, bundled by our build (build/admin/plugin.ts) with
 * every font, locale and lazily loaded part it uses, so nothing comes from another origin. The
 * configuration is the page's data block (`#cms-config`, written by the Worker from the content
 * schemas and the site's settings), never a `config.yml` the CMS would fetch.
 */
const data = document.getElementById("cms-config")?.textContent;
if (data) void CMS.init({ config: JSON.parse(data) });
