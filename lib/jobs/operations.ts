// GraphQL operations of the job progress and the jobs page (typed by `npm run codegen`). Isomorphic.

export {
  JobSummaryFragmentDoc as JobSummaryFragment,
  JobProgressDocument as JobProgressQuery,
  RetryJobItemsDocument as RetryJobItemsMutation,
  JobsPageDocument as JobsPageQuery,
  JobPageDocument as JobPageQuery,
} from "@/lib/graphql/generated/client/graphql";

/** Stores a job's page lists (failed first): the most the API answers at once. */
export const JOB_PAGE_STORES = 100;
