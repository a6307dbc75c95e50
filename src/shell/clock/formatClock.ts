/** `HH:mm` of a time in the browser's time zone. */
export function formatClock(time: Date): string {
  return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
}
