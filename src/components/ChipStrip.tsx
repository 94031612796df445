import type { Chip } from "../content/types";
import { Icon } from "./Icon";

/** A strip of icons with labels: tools we use, industries we serve, what a product is built on. */
export function ChipStrip({ chips }: { chips: readonly Chip[] }) {
  return (
    <ul className="chip-strip" data-reveal-group>
      {chips.map((chip) => (
        <li key={chip.label} className="chip" data-reveal>
          <span className="chip-icon">
            <Icon name={chip.icon} size={22} />
          </span>
          <span className="chip-label">{chip.label}</span>
        </li>
      ))}
    </ul>
  );
}
