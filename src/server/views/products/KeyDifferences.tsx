import { CardGrid } from "../../../components/CardGrid";
import { Icon } from "../../../components/Icon";
import type { KeyDifference } from "../../../content/products/products";

/** What sets a product apart: a checked list of short claims with a sentence each. */
export function KeyDifferences({ items }: { items: readonly KeyDifference[] }) {
  return (
    <CardGrid as="ul" columns={2} className="differences">
      {items.map((item) => (
        <li key={item.title} className="card difference" data-reveal>
          <span className="difference-mark">
            <Icon name="check" size={20} />
          </span>
          <div>
            <h3 className="card-title">{item.title}</h3>
            <p className="card-text">{item.description}</p>
          </div>
        </li>
      ))}
    </CardGrid>
  );
}
