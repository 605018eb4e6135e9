// Replaced by the section's own panel.
export async function RolesPanel() {
  return null;
}
