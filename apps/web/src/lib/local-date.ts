/**
 * A day as a date input wants it (YYYY-MM-DD), on the visitor's own calendar: toISOString would
 * give the UTC day, which is tomorrow or yesterday for part of every day outside UTC.
 */
export function localDateInputValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
