import type { SocialLink } from "../../content/types";
import { ui } from "../../content/controls";

/** Simple original glyphs for the two social networks (brand icons are not in the icon set). */
const glyphs: Record<SocialLink["network"], string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-1.95 3.76-1.95 4 0 4.88 2.5 4.88 5.8v5.55h-4v-4.9c0-1.2-.02-2.7-1.68-2.7-1.68 0-1.94 1.3-1.94 2.62v4.98h-4z",
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5-8.2a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM7.5 2.5h9a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-9a5 5 0 0 1-5-5v-9a5 5 0 0 1 5-5zm0 1.8a3.2 3.2 0 0 0-3.2 3.2v9a3.2 3.2 0 0 0 3.2 3.2h9a3.2 3.2 0 0 0 3.2-3.2v-9a3.2 3.2 0 0 0-3.2-3.2z",
};

export function SocialIcon({ network, size = 20 }: { network: SocialLink["network"]; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={glyphs[network]} />
    </svg>
  );
}

/** The company's social links as icon buttons with accessible names. */
export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <ul className={["social-links", className ?? ""].join(" ")}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} ${ui.opensInNewTab}`}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
