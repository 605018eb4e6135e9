// Replaced by the section's own panel.
export async function SyncsPanel() {
  return null;
}
