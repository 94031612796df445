import { useId } from "react";
import type { FaqItem } from "../content/types";
import { uiIcons } from "./Icon";
import { Section } from "./Section";

/**
 * The FAQ accordion of the SEO, SMM and product pages: none or one answer open at a time.
 * Built on native `<details name="…">` (an exclusive accordion): opening one item closes the
 * other, clicking the open one closes it, the `<summary>` is keyboard operable and exposes its
 * expanded state — all without JavaScript. With a `title` it renders as a whole page section.
 *
 * @example <Faq id="faq" eyebrow="FAQ" title="Frequently asked questions" items={faqs} />
 */
export function Faq({
  items,
  id,
  title,
  eyebrow,
}: {
  items: readonly FaqItem[];
  id?: string;
  title?: string;
  eyebrow?: string;
}) {
  const autoId = useId();
  const group = `faq-${id ?? autoId.replace(/[^\w-]/g, "")}`;
  const Chevron = uiIcons.ChevronDown;
  const list = (
    // Revealed as one block: a reveal per item made each item a composited layer of its own while
    // it faded in, and a question opened then paid for committing and rastering all of them.
    <div className="faq" data-reveal>
      {items.map((item) => (
        <details key={item.question} name={group} className="faq-item">
          <summary className="faq-question">
            <span>{item.question}</span>
            <Chevron className="faq-chevron" size={20} aria-hidden="true" focusable="false" />
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
  return title ? (
    <Section id={id} eyebrow={eyebrow} title={title}>
      {list}
    </Section>
  ) : (
    list
  );
}
