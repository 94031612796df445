import type { Link } from "../content/types";
import { ButtonLink, type ButtonVariant } from "./ButtonLink";

/**
 * A row of large call-to-action buttons: the first in the `first` variant, the others in `rest`.
 *
 * @example <ActionButtons actions={hero.actions} first="primary" rest="secondary" />
 */
export function ActionButtons({
  actions,
  first,
  rest,
}: {
  actions: readonly Link[];
  first: ButtonVariant;
  rest: ButtonVariant;
}) {
  return (
    <div className="actions">
      {actions.map((action, i) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={i === 0 ? first : rest} size="lg">
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
