// GraphQL operations of the job progress and the jobs page (typed by `npm run codegen`). Isomorphic.
import { graphql } from "@/lib/graphql/generated/client";

export const JobProgressQuery = graphql(`
  query JobProgress($id: ID!) {
    job(id: $id) {
      id
      kind
      status
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
        id
        kind
        status
        total
        done
        failed
        createdAt
        finishedAt
      }
    }
  }
`);
