import type { DeskLead } from "../storeCalls";

/** Who sent a lead, in the words they gave: a name, else the e-mail, else its id. */
export function senderOf(lead: DeskLead): string {
  const { fullname, name, firstName, lastName, email } = lead.fields;
  const split = [firstName, lastName].filter(Boolean).join(" ");
  return fullname || name || split || email || lead.id;
}

/** A `mailto:` answering a lead: its e-mail, and its subject as "Re: …". */
export function replyHref(lead: DeskLead): string | undefined {
  const email = lead.fields.email?.trim();
  if (!email) return undefined;
  const subject = lead.fields.subject ? `Re: ${lead.fields.subject}` : "Re: your enquiry";
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** The desk's address of one lead. */
export const leadHref = (id: string) => `/desk/leads/${encodeURIComponent(id)}`;
