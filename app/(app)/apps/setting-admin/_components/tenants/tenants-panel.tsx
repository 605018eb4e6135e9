// Replaced by the section's own panel.
export async function TenantsPanel() {
  return null;
}
