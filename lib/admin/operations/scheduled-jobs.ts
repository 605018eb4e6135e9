// /apps/setting-admin's scheduled jobs tab: its GraphQL operations, typed by codegen.

export {
  UpdateScheduledJobDocument as UpdateScheduledJobMutation,
  AdminScheduledJobFragmentDoc as AdminScheduledJobFragment,
  AdminScheduledJobsDocument as AdminScheduledJobsQuery,
  SetScheduledJobEnabledDocument as SetScheduledJobEnabledMutation,
  RunScheduledJobDocument as RunScheduledJobMutation,
} from "@/lib/graphql/generated/client/graphql";
