/**
 * The text of a failure the error page shows (finder.md section 8: "error page with msg or
 * default page error"): the server's `msg` when the answer carried one, else the default text.
 * (The request layer keeps the server's answer as the cause of its PickerError.) List errors
 * map the result code first: finderErrorMessage (errors/finderResultCodes.ts).
 */
import { resultSourceOf } from './finderResultCodes';

export function serverMessage(error: unknown): string | undefined {
  const msg = resultSourceOf(error).msg?.trim();
  return msg ? msg : undefined;
}

export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
