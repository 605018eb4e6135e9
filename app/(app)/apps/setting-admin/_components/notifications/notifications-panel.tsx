// Replaced by the section's own panel.
export async function MapsNotificationsPanel() {
  return null;
}
