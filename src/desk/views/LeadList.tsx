import { deskCopy, formWords, holdReasonWords, stateWords } from "../words";
import type { DeskLead } from "../storeCalls";
import { leadHref, senderOf } from "./leadWords";
import { Time } from "./Time";
import { own } from "../../server/leads/own";

/** A state as a small badge with its words (never colour alone). */
export function StateBadge({ state, label }: { state: string; label?: string }) {
  return <span className={`desk-badge desk-badge-${state}`}>{label ?? own(stateWords, state) ?? state}</span>;
}

/** One lead in a list: who, what about, which form and page, when, its state and each channel's. */
function LeadItem({ lead, selectable }: { lead: DeskLead; selectable: boolean }) {
  const checkbox = `select-${lead.id}`;
  return (
    <li className="desk-item">
      {selectable ? (
        <input
          className="desk-check"
          type="checkbox"
          name="id"
          value={lead.id}
          id={checkbox}
          aria-label={`${deskCopy.selectLabel}: ${senderOf(lead)}`}
        />
      ) : null}
      <div className="desk-item-body">
        <p className="desk-item-title">
          <a href={leadHref(lead.id)}>{senderOf(lead)}</a>
          {lead.fields.subject ? <span className="desk-item-subject"> — {lead.fields.subject}</span> : null}
        </p>
        <p className="desk-item-meta">
          <span>{own(formWords, lead.form) ?? lead.form}</span>
          {lead.page ? <span>{lead.page}</span> : null}
          <Time iso={lead.createdAt} />
        </p>
        <p className="desk-item-states">
          <StateBadge state={lead.state} />
          {lead.state === "held" && lead.reason ? (
            <span className="desk-reason">{own(holdReasonWords, lead.reason) ?? lead.reason}</span>
          ) : null}
          {lead.deliveries.map((delivery) => (
            <StateBadge
              key={delivery.channel}
              state={delivery.state}
              label={`${delivery.label}: ${own(stateWords, delivery.state) ?? delivery.state}`}
            />
          ))}
        </p>
      </div>
    </li>
  );
}

/** The leads of a view, newest first; in the held tab each can be selected for a bulk action. */
export function LeadList({ leads, selectable, empty }: { leads: DeskLead[]; selectable: boolean; empty: string }) {
  if (!leads.length) return <p className="desk-empty">{empty}</p>;
  return (
    <ul className="desk-list" aria-label={deskCopy.listLabel}>
      {leads.map((lead) => (
        <LeadItem key={lead.id} lead={lead} selectable={selectable} />
      ))}
    </ul>
  );
}
