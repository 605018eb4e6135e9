// GraphQL operations of the rankings pages (typed by `npm run codegen`). Isomorphic.

export {
  RankingJobFieldsFragmentDoc as RankingJobFieldsFragment,
  RankingJobsDocument as RankingJobsQuery,
  RankingJobDocument as RankingJobQuery,
  RankingStoreKeywordDocument as RankingStoreKeywordQuery,
  RankingLocationsDocument as RankingLocationsQuery,
  CreateRankingJobDocument as CreateRankingJobMutation,
  RunRankingJobDocument as RunRankingJobMutation,
  PauseRankingJobDocument as PauseRankingJobMutation,
  ResumeRankingJobDocument as ResumeRankingJobMutation,
  DeleteRankingJobDocument as DeleteRankingJobMutation,
} from "@/lib/graphql/generated/client/graphql";
