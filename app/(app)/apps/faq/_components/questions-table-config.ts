import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { QuestionFilter } from "@/lib/graphql/generated/client/graphql";
import { QANDA_LIMITS, QUESTION_ANSWERED, type QuestionAnswered } from "@/lib/questions/rules";
import { UUID_SOURCE } from "@/lib/validation/ids";

/** The questions list's facets, each under its own URL key (`?answered=UNANSWERED&store=…`). */
export const QUESTIONS_TABLE = defineTableConfig({
  sortable: [],
  filterable: [],
  defaultSort: { id: "createTime", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: QANDA_LIMITS.search.min, max: QANDA_LIMITS.search.max },
    { id: "store", kind: "values", pattern: UUID_SOURCE, max: QANDA_LIMITS.filterStores },
    { id: "answered", kind: "choice", options: QUESTION_ANSWERED, multiple: false },
  ],
});

/** The `questions` filter the URL's facets ask for, within the selected workspace. */
export function toQuestionFilter(
  facets: FacetValues | undefined,
  workspaceId: string | null,
): QuestionFilter {
  const stores = facetList(facets, "store");
  return {
    workspaceId,
    locationIds: stores.length ? [...stores] : null,
    answered: (facetList(facets, "answered")[0] as QuestionAnswered | undefined) ?? null,
    text: facetText(facets, "q") ?? null,
  };
}
