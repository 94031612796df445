import type { Breadcrumb } from "../content/pageRecord";
import { shellUi } from "../content/shell";

/**
 * The visible breadcrumb trail of a nested page: the steps above it as links, then the page itself.
 * Names come from the page registry (`trailOf` in src/content/trail.ts); the route's
 * `breadcrumbs` are the same trail as JSON-LD.
 *
 * @example <Breadcrumbs trail={trailOf(page).slice(0, -1)} current={page.crumb} />
 */
export function Breadcrumbs({ trail, current }: { trail: readonly Breadcrumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={shellUi.breadcrumb}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <a href={crumb.path}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
