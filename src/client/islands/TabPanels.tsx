import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ServiceCategory } from "../../content/company/hire";

/** Index of the tab a key moves to (wrapping), or null for keys the tab list ignores. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

function PanelBody({ tab }: { tab: ServiceCategory }) {
  return (
    <div className="tab-body">
      <div className="tab-intro">
        <p className="lead">{tab.description}</p>
        <ul className="check-list">
          {tab.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="tab-highlights">
          {tab.highlights.map((highlight) => (
            <div key={highlight.title} className="tab-highlight">
              <h4>{highlight.title}</h4>
              <p>{highlight.content}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="tab-stacks">
        <h4>{tab.stacksTitle}</h4>
        <ul>
          {tab.stacks.map((stack) => (
            <li key={stack.name}>
              <span className="tab-stack-name">{stack.name}</span>
              <span className="tab-stack-text">{stack.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Tabs (WAI-ARIA tabs pattern): one panel at a time, the first selected; arrow keys, Home and End
 * move between tabs (roving tabindex) and select them. Without JavaScript every panel is shown
 * one after another under its own heading.
 */
export default function TabPanels({ label, tabs }: { label: string; tabs: readonly ServiceCategory[] }) {
  const [selected, setSelected] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  if (!enhanced) {
    return (
      <div className="tabs">
        {tabs.map((tab) => (
          <section key={tab.id} className="tab-panel" aria-labelledby={`${tab.id}-heading`}>
            <h3 id={`${tab.id}-heading`} className="tab-heading">
              {tab.title}
            </h3>
            <PanelBody tab={tab} />
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="tabs is-enhanced">
      <div className="tab-list" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            className="tab"
            aria-selected={i === selected}
            aria-controls={`${tab.id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          className="tab-panel"
          aria-labelledby={`${tab.id}-tab`}
          tabIndex={0}
          hidden={i !== selected}
        >
          <h3 className="visually-hidden">{tab.title}</h3>
          <PanelBody tab={tab} />
        </div>
      ))}
    </div>
  );
}
