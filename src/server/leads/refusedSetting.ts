import { log } from "../log";

/** The settings whose refusal this isolate has logged already. */
const logged = new Set<string>();

/**
 * Logs, once per isolate and setting, that a setting is refused and taken as unset: one
 * `setting_refused` error line naming the setting and why (never its value, which may hold a token).
 */
export function refuseSetting(setting: string, message: string): void {
  if (logged.has(setting)) return;
  logged.add(setting);
  log("error", "setting_refused", { reason: setting, message });
}

/** Forgets which refusals were logged (tests start each case afresh). */
export function resetRefusedSettings(): void {
  logged.clear();
}
