import { contactNav, mainNav, type NavGroup, type NavItem } from "../../content/nav";
import { paths } from "../../content/paths";
import { site } from "../../content/site";
import { shellUi } from "../../content/shell";
import { uiIcons } from "../Icon";
import { Logo } from "./Logo";
import type { StoredTheme } from "../../content/theme";
import { ThemeControl } from "./ThemeControl";

const { ChevronDown, Menu, X } = uiIcons;

/** Is `href` the page at `path`, or (for a parent) one of its children? */
const isCurrent = (href: string, path: string) => href === path;
/** Highlighted: the page itself, one of its children, or a page nested below it (/portfolio/x). */
const containsCurrent = (item: NavItem | NavGroup, path: string) =>
  isCurrent(item.href, path) ||
  path.startsWith(`${item.href}/`) ||
  ("children" in item && item.children.some((child) => isCurrent(child.href, path)));

function NavLink({ item, path, className }: { item: NavItem; path: string; className?: string }) {
  return (
    <a href={item.href} className={className} aria-current={isCurrent(item.href, path) ? "page" : undefined}>
      {item.label}
    </a>
  );
}

/**
 * Fixed site header. Menus are plain links enhanced by `src/client/shell.ts` (no React). Without
 * JavaScript the menu button cannot work, so a `<noscript>` link opens the panel through
 * `:target` instead (see `@media (scripting: none)` in header.css).
 */
export function Header({ path, theme, returnTo }: { path: string; theme?: StoredTheme; returnTo?: string }) {
  return (
    <header className="site-header" data-site-header>
      <div className="container header-inner">
        <a
          href={paths.home}
          className="brand"
          aria-label={shellUi.homeLink(site.name)}
          aria-current={path === paths.home ? "page" : undefined}
        >
          <Logo />
        </a>
        <button
          type="button"
          className="nav-toggle"
          data-disclosure
          aria-expanded="false"
          aria-controls="primary-nav"
          aria-label={shellUi.menu}
        >
          <Menu className="icon-open" size={24} aria-hidden="true" />
          <X className="icon-close" size={24} aria-hidden="true" />
        </button>
        <noscript>
          <a href="#primary-nav" className="nav-toggle nav-toggle-static">
            <Menu size={24} aria-hidden="true" />
            <span className="visually-hidden">{shellUi.menu}</span>
          </a>
        </noscript>
        <nav id="primary-nav" className="primary-nav" aria-label={shellUi.mainNav}>
          <noscript>
            <a href="#" className="nav-close-static">
              <X size={20} aria-hidden="true" />
              {shellUi.closeMenu}
            </a>
          </noscript>
          <ul className="nav-list">
            {mainNav.map((item) =>
              "children" in item ? (
                <li
                  key={item.href}
                  className={`nav-item has-submenu${containsCurrent(item, path) ? " is-active" : ""}`}
                  data-disclosure-group
                >
                  <NavLink item={item} path={path} className="nav-link" />
                  <button
                    type="button"
                    className="submenu-toggle"
                    data-disclosure
                    aria-expanded="false"
                    aria-controls="services-submenu"
                  >
                    <ChevronDown size={16} aria-hidden="true" />
                    <span className="visually-hidden">
                      {item.label}
                      {shellUi.submenuToggle}
                    </span>
                  </button>
                  <ul id="services-submenu" className="submenu">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink item={child} path={path} className="submenu-link" />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href} className={`nav-item${containsCurrent(item, path) ? " is-active" : ""}`}>
                  <NavLink item={item} path={path} className="nav-link" />
                </li>
              ),
            )}
          </ul>
          <a
            href={contactNav.href}
            className="btn btn-primary nav-cta"
            aria-current={path === contactNav.href ? "page" : undefined}
          >
            {contactNav.label}
          </a>
          <ThemeControl theme={theme} returnTo={returnTo} />
        </nav>
      </div>
    </header>
  );
}
