import { logoMarkPaths } from "../../content/logo";
import { site } from "../../content/site";

/** The company mark drawn inline (no request; same data as the favicons), with the company name. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className={`logo logo-${tone}`}>
      <svg
        className="logo-mark"
        viewBox={logoMarkPaths.viewBox}
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path d={logoMarkPaths.tile.d} fill={logoMarkPaths.tile.fill} />
        {logoMarkPaths.paths.map((p) => (
          <path key={p.d} d={p.d} fill={p.fill} />
        ))}
      </svg>
      <span className="logo-name">{site.name}</span>
    </span>
  );
}
