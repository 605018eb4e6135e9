// GraphQL operations of the marketing-data pages (typed by `npm run codegen`). Isomorphic.
import { graphql } from "@/lib/graphql/generated/client";

export const ExtractJobFieldsFragment = graphql(`
  fragment ExtractJobFields on ExtractJob {
    id
    status
    metrics
    storeIds
    dateFrom
    dateTo
    destination
    rowCount
    error
    attempts
    createdAt
    finishedAt
  }
`);

export const ExtractJobsQuery = graphql(`
  query ExtractJobs($status: ExtractJobStatus, $limit: Int, $offset: Int) {
    extractJobs(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        ...ExtractJobFields
      }
    }
  }
`);

export const ExtractJobQuery = graphql(`
  query ExtractJob($id: ID!) {
    extractJob(id: $id) {
      ...ExtractJobFields
      steps {
        step
        startedAt
        finishedAt
        durationMs
        rows
        error
      }
    }
  }
`);

export const CreateExtractJobMutation = graphql(`
  mutation CreateExtractJob($input: CreateExtractJobInput!) {
    createExtractJob(input: $input) {
      id
      status
    }
  }
`);

export const RetryExtractJobMutation = graphql(`
  mutation RetryExtractJob($id: ID!, $fromStart: Boolean) {
    retryExtractJob(id: $id, fromStart: $fromStart) {
      id
      status
    }
  }
`);

export const MarketingLocationsQuery = graphql(`
  query MarketingLocations(
    $search: String
    $workspaceId: ID
    $limit: Int
    $filters: [LocationColumnFilter!]
  ) {
    marketingLocations(
      search: $search
      workspaceId: $workspaceId
      limit: $limit
      filters: $filters
    ) {
      id
      title
      locality
    }
  }
`);

export const ConnectorsQuery = graphql(`
  query Connectors {
    connectors {
      type
      state
      lastTestedAt
      lastError
      exportSchema
      projectId
      datasetId
      clientEmail
    }
  }
`);

export const SaveConnectorMutation = graphql(`
  mutation SaveConnector($input: SaveConnectorInput!) {
    saveConnector(input: $input) {
      type
      state
    }
  }
`);

export const TestConnectorMutation = graphql(`
  mutation TestConnector($type: ConnectorType!) {
    testConnector(type: $type) {
      ok
      error
      connector {
        type
        state
        lastTestedAt
        lastError
      }
    }
  }
`);

export const SourceTablesQuery = graphql(`
  query SourceTables {
    sourceTables {
      name
      columns
      rows
    }
  }
`);

export const SourceTablePreviewQuery = graphql(`
  query SourceTablePreview($name: String!) {
    sourceTablePreview(name: $name) {
      name
      columns
      rows
    }
  }
`);
