/**
 * The visible breadcrumb trail of a nested page (its JSON-LD twin comes from the route's
 * `breadcrumbs`). The last item is the page itself.
 *
 * @example <Breadcrumbs trail={route.breadcrumbs} current={project.title} />
 */
export function Breadcrumbs({ trail, current }: { trail: readonly { name: string; path: string }[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
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
