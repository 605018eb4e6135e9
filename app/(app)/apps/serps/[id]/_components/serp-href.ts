/** A saved search's page, showing the results page of one of its runs (its latest without one). */
export function serpHref(id: string, runId?: string | null): string {
  return runId ? `/apps/serps/${id}?run=${runId}` : `/apps/serps/${id}`;
}
