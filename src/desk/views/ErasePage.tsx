import { deskCopy } from "../words";
import type { DeskLead } from "../storeCalls";
import { copiesSentence } from "../../server/leads/erasure";
import type { Erased } from "../../server/leads/personal";
import { ConfirmPage } from "./ConfirmPage";

/**
 * What an erasure did, as `npm run leads -- erase` says it: the leads, the deliveries cancelled,
 * the copies each configured receiver had (to delete there), and the audit line's salt and hash.
 */
function EraseReceipt({ receipt }: { receipt: Erased }) {
  const copy = deskCopy.erase;
  return (
    <>
      <h1>{copy.title}</h1>
      <p className="desk-notice" role="status">
        {deskCopy.notices.erased(receipt.leads.length)}
      </p>
      <p>{copy.cancelled(receipt.cancelledDeliveries)}</p>
      <p>{copiesSentence(receipt.copies)}</p>
      <p>{copy.keep}</p>
      <dl className="desk-receipt">
        <dt>{copy.salt}</dt>
        <dd>
          <code>{receipt.salt}</code>
        </dd>
        <dt>{copy.hash}</dt>
        <dd>
          <code>{receipt.hash}</code>
        </dd>
      </dl>
    </>
  );
}

/**
 * Erasing one person: first the address (a POST, so it never sits in a URL or a log), then what
 * will be erased and the one button that does it, then its receipt.
 */
export function ErasePage({
  email,
  found,
  error,
  receipt,
}: {
  email?: string;
  found?: DeskLead[];
  error?: string;
  receipt?: Erased;
}) {
  const copy = deskCopy.erase;
  if (receipt) return <EraseReceipt receipt={receipt} />;
  if (email !== undefined && found?.length)
    return (
      <ConfirmPage
        title={copy.title}
        why={copy.found(found.length)}
        leads={found}
        action="/desk/erase"
        fields={[["email", email]]}
        button={copy.button}
        cancel="/desk/erase"
      />
    );
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      {email !== undefined && !error ? (
        <p className="desk-notice" role="status">
          {copy.none}
        </p>
      ) : null}
      <form className="desk-erase" method="post" action="/desk/erase" noValidate>
        <div className="field">
          <label className="field-label" htmlFor="erase-email">
            {copy.email}
          </label>
          <input
            className="field-control"
            id="erase-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "erase-email-error" : undefined}
            required
          />
          {error ? (
            <p className="field-error" id="erase-email-error">
              {error}
            </p>
          ) : null}
        </div>
        <button className="btn btn-primary" type="submit">
          {copy.find}
        </button>
      </form>
    </>
  );
}
