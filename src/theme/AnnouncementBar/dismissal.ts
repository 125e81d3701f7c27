/** True when the reader dismissed this very announcement (same id); a new id shows the bar again. */
export function announcementStillDismissed(
  currentId: string,
  storedId: string | null,
  storedDismiss: string | null,
): boolean {
  return storedId === currentId && storedDismiss === 'true';
}
