/**
 * A record's own value for a key read from outside (a URL, a stored row, a receiver's answer), or
 * undefined: never one the record inherits (`constructor`, `toString`, `__proto__`), which `in` and
 * plain indexing would find.
 *
 * @example own(formWords, "constructor") // undefined; own(formWords, "hire") // "Hire a team"
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return key !== null && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
