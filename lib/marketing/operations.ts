// GraphQL operations of the marketing-data pages (typed by `npm run codegen`). Isomorphic.

export {
  ExtractJobFieldsFragmentDoc as ExtractJobFieldsFragment,
  ExtractJobsDocument as ExtractJobsQuery,
  ExtractJobDocument as ExtractJobQuery,
  CreateExtractJobDocument as CreateExtractJobMutation,
  RetryExtractJobDocument as RetryExtractJobMutation,
  MarketingLocationsDocument as MarketingLocationsQuery,
  ConnectorsDocument as ConnectorsQuery,
  SaveConnectorDocument as SaveConnectorMutation,
  TestConnectorDocument as TestConnectorMutation,
  SourceTablesDocument as SourceTablesQuery,
  SourceTablePreviewDocument as SourceTablePreviewQuery,
} from "@/lib/graphql/generated/client/graphql";
