// GraphQL operations of the job progress and the jobs page (typed by `npm run codegen`). Isomorphic.
import { graphql } from "@/lib/graphql/generated/client";

/** What a job says it did, where it is listed and on its own page. */
export const JobSummaryFragment = graphql(`
  fragment JobSummary on Job {
    id
    kind
    status
    outcome
    total
    done
    failed
    createdAt
    finishedAt
    startedBy
    fields
    scheduledFor
    timeZone
  }
`);

export const JobProgressQuery = graphql(`
  query JobProgress($id: ID!) {
    job(id: $id) {
      id
      kind
      status
      outcome
      scheduledFor
      timeZone
      total
      done
      failed
      createdAt
      finishedAt
      items(limit: 20, status: FAILED) {
        id
        locationName
        status
        error
        errorDetail
      }
    }
  }
`);

export const RetryJobItemsMutation = graphql(`
  mutation RetryJobItems($id: ID!) {
    retryJobItems(id: $id) {
      id
      status
      done
      failed
    }
  }
`);

export const JobsPageQuery = graphql(`
  query JobsPage($limit: Int, $offset: Int) {
    jobs(limit: $limit, offset: $offset) {
      total
      items {
        ...JobSummary
      }
    }
  }
`);

/** Stores a job's page lists (failed first): the most the API answers at once. */
export const JOB_PAGE_STORES = 100;

/** A job's page: what it did and each store's outcome, failed first. */
export const JobPageQuery = graphql(`
  query JobPage($id: ID!, $limit: Int) {
    job(id: $id) {
      ...JobSummary
      items(limit: $limit) {
        id
        locationId
        locationName
        storeCode
        status
        error
        errorDetail
      }
    }
  }
`);
