import type { ClientLogo } from "../../../content/home";

/** Client and partner wordmarks: greyscale until hovered. */
export function ClientsBand({ logos }: { logos: readonly ClientLogo[] }) {
  return (
    <ul className="clients-band" data-reveal-group>
      {logos.map((logo) => (
        <li key={logo.name} data-reveal>
          <img src={logo.src} alt={logo.name} width={200} height={60} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
