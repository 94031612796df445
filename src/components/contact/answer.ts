import type { ContactAnswer, ContactFieldErrors } from "../../content/contact";

/**
 * Reads the JSON answer of `POST /api/contact`. Throws when the body is not JSON or not the
 * `{ success, message }` shape, which the form reports as a network/parse failure.
 *
 * @example const answer = await readAnswer(await fetch("/api/contact", init));
 */
export async function readAnswer(response: Response): Promise<ContactAnswer> {
  const data: unknown = await response.json();
  if (typeof data !== "object" || data === null) throw new TypeError("Unexpected answer");
  const { success, message, errors } = data as Record<string, unknown>;
  if (typeof success !== "boolean") throw new TypeError("Unexpected answer");
  return {
    success: success && response.ok,
    message: typeof message === "string" ? message : "",
    errors: typeof errors === "object" && errors !== null ? (errors as ContactFieldErrors) : undefined,
  };
}
