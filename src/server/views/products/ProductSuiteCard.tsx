import { ButtonLink } from "../../../components/ButtonLink";
import { Stats } from "../../../components/Stats";
import { productPath, type Product } from "../../../content/products/products";
import { ProductImage } from "./ProductImage";

export interface ProductSuiteCardCopy {
  featuresTitle: string;
  statsLabel: string;
  learnMore: string;
  /** Visually hidden end of the 'Learn More' label, naming the product. */
  learnMoreHidden: string;
}

/** A product in the landing page's suite: image, name, full description, features, figures, link. */
export function ProductSuiteCard({ product, copy }: { product: Product; copy: ProductSuiteCardCopy }) {
  const featuresId = `${product.slug}-features`;
  return (
    <article className="card product-card" data-reveal aria-labelledby={`${product.slug}-name`}>
      <ProductImage
        image={product.image}
        alt={product.imageAlt}
        name={product.name}
        className="product-card-image"
        sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 100vw"
      />
      <div className="product-card-body">
        <p className="tag">{product.kind}</p>
        <h3 id={`${product.slug}-name`} className="product-card-name">
          {product.name}
        </h3>
        <p className="product-card-tagline">{product.tagline}</p>
        <p className="card-text" dangerouslySetInnerHTML={{ __html: product.fullDescription }} />
        <h4 id={featuresId} className="product-card-subtitle">
          {copy.featuresTitle}
        </h4>
        <ul className="check-list product-card-features" aria-labelledby={featuresId}>
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h4 className="visually-hidden">{copy.statsLabel}</h4>
        <Stats look="compact" stats={product.stats} />
        <div className="product-card-actions">
          <ButtonLink href={productPath(product)}>
            {copy.learnMore}
            <span className="visually-hidden">{copy.learnMoreHidden}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
