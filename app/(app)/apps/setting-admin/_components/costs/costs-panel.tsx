import type { SearchParamsLike } from "@/components/data-table/url-state";

// Replaced by the section's own panel.
export async function CostsPanel({ params }: { params: SearchParamsLike }) {
  void params;
  return null;
}
