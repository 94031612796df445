import { contactFields, type ContactFieldName } from "../../content/contact";
import { deskCopy, formWords, holdReasonWords } from "../words";
import type { DeskLead } from "../storeCalls";
import { ChannelTimeline } from "./ChannelTimeline";
import { leadHref, replyHref, senderOf } from "./leadWords";
import { StateBadge } from "./LeadList";
import { Notice, type NoticeState } from "./Notice";
import { Time } from "./Time";
import { own } from "../../server/leads/own";

const FIELD_ORDER = Object.keys(contactFields) as ContactFieldName[];

/** A POST button to one of the lead's commands (release, retry). */
function Command({ id, action, label, primary }: { id: string; action: string; label: string; primary?: boolean }) {
  return (
    <form method="post" action={`${leadHref(id)}/${action}`}>
      <button className={`btn ${primary ? "btn-primary" : "btn-secondary"}`} type="submit">
        {label}
      </button>
    </form>
  );
}

/**
 * One lead: every field it holds (React escapes them; long text wraps), what the store knows of
 * it, each channel's timeline, and what can be done: reply, release, retry, delete (asked first).
 */
export function LeadPage({ lead, notice }: { lead: DeskLead; notice?: NoticeState }) {
  const copy = deskCopy.lead;
  const reply = replyHref(lead);
  const retryable = lead.deliveries.some((d) => d.state === "failed" || d.state === "pending");
  return (
    <>
      <p className="desk-back">
        <a href="/desk">{copy.back}</a>
      </p>
      <h1 className="desk-lead-title">{lead.fields.subject || senderOf(lead)}</h1>
      <Notice notice={notice} />
      <div className="desk-actions">
        {reply ? (
          <a className="btn btn-primary" href={reply}>
            {copy.reply}
          </a>
        ) : null}
        {lead.state === "held" ? <Command id={lead.id} action="release" label={copy.release} primary /> : null}
        {retryable ? <Command id={lead.id} action="retry" label={copy.retry} /> : null}
        <a className="btn btn-secondary" href={`${leadHref(lead.id)}/delete`}>
          {copy.delete}
        </a>
      </div>
      <section aria-labelledby="lead-fields">
        <h2 id="lead-fields">{copy.fields}</h2>
        {lead.unreadable ? (
          <p className="desk-warning">
            {copy.unreadable}: {lead.unreadable}
          </p>
        ) : null}
        <dl className="desk-facts desk-fields">
          {FIELD_ORDER.filter((name) => lead.fields[name] !== undefined).map((name) => (
            <div key={name} className={name === "message" ? "desk-fact-wide" : undefined}>
              <dt>{contactFields[name].label}</dt>
              <dd className={name === "message" ? "desk-message" : undefined}>{lead.fields[name]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="lead-about">
        <h2 id="lead-about">{copy.about}</h2>
        <dl className="desk-facts">
          <dt>{copy.received}</dt>
          <dd>
            <Time iso={lead.createdAt} />
          </dd>
          <dt>{deskCopy.form}</dt>
          <dd>{own(formWords, lead.form) ?? lead.form}</dd>
          <dt>{copy.page}</dt>
          <dd>{lead.page ?? copy.none}</dd>
          <dt>{copy.state}</dt>
          <dd>
            <StateBadge state={lead.state} />
          </dd>
          {lead.reason ? (
            <>
              <dt>{copy.reason}</dt>
              <dd>{own(holdReasonWords, lead.reason) ?? lead.reason}</dd>
            </>
          ) : null}
          <dt>{copy.id}</dt>
          <dd className="desk-id">{lead.id}</dd>
        </dl>
      </section>
      <section aria-labelledby="lead-channels">
        <h2 id="lead-channels">{copy.channels}</h2>
        {lead.deliveries.length ? (
          lead.deliveries.map((delivery) => <ChannelTimeline key={delivery.channel} delivery={delivery} />)
        ) : (
          <p>{deskCopy.noDelivery}</p>
        )}
      </section>
    </>
  );
}
