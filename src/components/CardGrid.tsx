import type { ReactNode } from "react";

/**
 * A responsive grid of cards: one column on phones, up to `columns` on wide screens.
 * Its cards reveal one after another (100 ms stagger).
 */
export function CardGrid({
  columns = 3,
  children,
  as = "div",
  className,
}: {
  columns?: 2 | 3 | 4 | 6;
  children: ReactNode;
  as?: "div" | "ul" | "ol";
  className?: string;
}) {
  const Tag = as;
  return (
    <Tag className={[`card-grid cols-${columns}`, className ?? ""].filter(Boolean).join(" ")} data-reveal-group>
      {children}
    </Tag>
  );
}
