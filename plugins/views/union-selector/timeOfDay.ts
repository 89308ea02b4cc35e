/**
 * Times of day as "HH:mm", without date-fns: what the union selector's options check reads at
 * creation, apart from the time tab's date rules (timeSlots.ts), which load with the tab.
 */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:mm", or null when it is not such a time. */
export function parseTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
