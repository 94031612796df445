import { deskCopy } from "../../../content/desk";
import type { DeskLead } from "../../desk/store";
import { ConfirmPage } from "./ConfirmPage";

/**
 * Erasing one person: first the address (a POST, so it never sits in a URL or a log), then what
 * will be erased and the one button that does it.
 */
export function ErasePage({ email, found, error }: { email?: string; found?: DeskLead[]; error?: string }) {
  const copy = deskCopy.erase;
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
