import { deskCopy, errorInWords, stateWords } from "../words";
import type { DeskDelivery } from "../storeCalls";
import { StateBadge } from "./LeadList";
import { Time } from "./Time";

/** One channel's progress with a lead: its state, attempts, last error in words, next attempt or delivery. */
export function ChannelTimeline({ delivery }: { delivery: DeskDelivery }) {
  const name = delivery.label;
  const copy = deskCopy.lead;
  return (
    <section className="desk-channel" aria-labelledby={`channel-${delivery.channel}`}>
      <h3 id={`channel-${delivery.channel}`}>
        {name} <StateBadge state={delivery.state} label={stateWords[delivery.state]} />
      </h3>
      <dl className="desk-facts">
        <dt>{copy.attempts}</dt>
        <dd>{delivery.attempts}</dd>
        <dt>{copy.lastError}</dt>
        <dd>{delivery.lastError ? errorInWords(delivery.lastError) : copy.none}</dd>
        {delivery.deliveredAt ? (
          <>
            <dt>{copy.delivered}</dt>
            <dd>
              <Time iso={delivery.deliveredAt} />
            </dd>
          </>
        ) : null}
        {delivery.state === "pending" && delivery.nextAttemptAt ? (
          <>
            <dt>{copy.nextAttempt}</dt>
            <dd>
              <Time iso={delivery.nextAttemptAt} />
            </dd>
          </>
        ) : null}
      </dl>
      {delivery.state === "failed" ? <p className="desk-given-up">{copy.givenUp}</p> : null}
    </section>
  );
}
