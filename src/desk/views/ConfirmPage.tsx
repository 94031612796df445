import type { ReactNode } from "react";
import { deskCopy } from "../words";
import type { DeskLead } from "../storeCalls";
import { leadHref, senderOf } from "./leadWords";
import { Time } from "./Time";

/** The leads an action will touch, each named by sender, subject and time. */
export function AffectedLeads({ leads }: { leads: DeskLead[] }) {
  return (
    <ul className="desk-affected">
      {leads.map((lead) => (
        <li key={lead.id}>
          <a href={leadHref(lead.id)}>{senderOf(lead)}</a>
          {lead.fields.subject ? ` — ${lead.fields.subject}` : null}, <Time iso={lead.createdAt} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A destructive action asked once, in words: what it does, what it touches, a POST button that
 * does it (its fields hidden in the form) and a way back.
 */
export function ConfirmPage({
  title,
  why,
  leads,
  action,
  fields,
  button,
  cancel,
  children,
}: {
  title: string;
  why: string;
  leads: DeskLead[];
  action: string;
  fields: [string, string][];
  button: string;
  cancel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p>{why}</p>
      {children}
      <AffectedLeads leads={leads} />
      <form className="desk-actions" method="post" action={action}>
        {fields.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value="yes" />
        <button className="btn btn-danger" type="submit">
          {button}
        </button>
        <a className="btn btn-secondary" href={cancel}>
          {deskCopy.confirm.cancel}
        </a>
      </form>
    </>
  );
}
