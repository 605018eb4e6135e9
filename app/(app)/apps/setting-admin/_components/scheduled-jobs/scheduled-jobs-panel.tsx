// Replaced by the section's own panel.
export async function ScheduledJobsPanel() {
  return null;
}
