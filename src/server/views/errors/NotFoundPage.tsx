import { ButtonLink } from "../../../components/ButtonLink";
import { notFound } from "../../../content/errors";

/** The not-found screen (HTTP 404). */
export function NotFoundPage() {
  return (
    <section className="section error-screen" aria-labelledby="not-found-title">
      <div className="container error-inner">
        <p className="error-code" aria-hidden="true">
          {notFound.code}
        </p>
        <h1 id="not-found-title" className="section-title">
          <span className="visually-hidden">{notFound.code} — </span>
          {notFound.title}
        </h1>
        <p className="lead">{notFound.lead}</p>
        <ButtonLink href={notFound.cta.href}>{notFound.cta.label}</ButtonLink>
      </div>
    </section>
  );
}
