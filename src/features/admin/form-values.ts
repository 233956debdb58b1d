// Form values of the admin views as the API takes them.

/** A date field's value (YYYY-MM-DD) as the end of that day, local time, in ms; null when empty. */
export function dateInputToMs(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999).getTime();
}
