// /apps/setting-admin's scheduled jobs tab: its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const UpdateScheduledJobMutation = graphql(`
  mutation UpdateScheduledJob($id: ID!, $input: ScheduledJobInput!) {
    updateScheduledJob(id: $id, input: $input) {
      ...AdminScheduledJob
    }
  }
`);

export const AdminScheduledJobFragment = graphql(`
  fragment AdminScheduledJob on ScheduledJob {
    id
    name
    scheduleExpression
    enabled
    lambdaName
    arn
    nextRunAt
    lastStartedAt
    lastFinishedAt
    lastOutcome
    lastError
  }
`);

export const AdminScheduledJobsQuery = graphql(`
  query AdminScheduledJobs {
    scheduledJobs {
      ...AdminScheduledJob
    }
  }
`);

export const SetScheduledJobEnabledMutation = graphql(`
  mutation SetScheduledJobEnabled($id: ID!, $enabled: Boolean!) {
    setScheduledJobEnabled(id: $id, enabled: $enabled) {
      ...AdminScheduledJob
    }
  }
`);

export const RunScheduledJobMutation = graphql(`
  mutation RunScheduledJob($id: ID!) {
    runScheduledJob(id: $id) {
      ...AdminScheduledJob
    }
  }
`);
