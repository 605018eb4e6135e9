import { facetList, facetRange, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { AuditFilter } from "@/lib/graphql/generated/client/graphql";
import { dayRange } from "@/lib/posts/format";
import { UUID_SOURCE } from "@/lib/validation/ids";

/** The kinds of action the list filters by: each the first part of the action codes it holds. */
export const AUDIT_KINDS = [
  "auth",
  "maps",
  "user",
  "role",
  "tenant",
  "module",
  "sync",
  "notifications",
  "costs",
  "scheduledJob",
] as const;

/**
 * What the audit list filters by, each under its own URL key (`?tab=audit&q=…&kind=auth&date=…`);
 * `actor` is set from a row's "show only" link. The log reads newest first only.
 */
export const AUDIT_TABLE = defineTableConfig({
  sortable: ["createdAt"],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 2, max: 100 },
    { id: "kind", kind: "choice", options: AUDIT_KINDS, multiple: false },
    { id: "actor", kind: "values", pattern: UUID_SOURCE, max: 1 },
    { id: "date", kind: "dateRange" },
  ],
});

/** The `auditLog` filter the URL's facets ask for; days are the tenant's (`timeZone`). */
export function toAuditFilter(facets: FacetValues | undefined, timeZone: string): AuditFilter {
  const { from, to } = facetRange(facets, "date");
  const kind = facetList(facets, "kind")[0];
  return {
    search: facetText(facets, "q"),
    action: kind ? `${kind}.` : null,
    actorId: facetList(facets, "actor")[0] ?? null,
    ...dayRange(from, to, timeZone),
  };
}
