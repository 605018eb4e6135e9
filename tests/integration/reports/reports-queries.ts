// The GraphQL requests of the report tests and what they check in an answer.
import { expect } from "vitest";
import type { ReportsFixture } from "./reports-fixture";
import { SaveRevenueSettingsMutation } from "@/lib/reports/operations";

export const PERFORMANCE = /* GraphQL */ `
  query Perf(
    $range: DateRangeInput!
    $compareTo: ReportComparison
    $workspaceId: ID
    $storeIds: [ID!]
    $labels: [String!]
    $cities: [String!]
  ) {
    performance(
      range: $range
      compareTo: $compareTo
      workspaceId: $workspaceId
      storeIds: $storeIds
      labels: $labels
      cities: $cities
    ) {
      range {
        from
        to
      }
      compareRange {
        from
        to
      }
      dataFrom
      storeCount
      metrics {
        metric
        totalValue
        totalPrevious
      }
      impressions {
        totalValue
        totalPrevious
      }
      actions {
        totalValue
        totalPrevious
      }
      daily {
        metric
        points {
          day
          value
        }
      }
      topStores(limit: 5) {
        locationId
        actions
        actionsPrevious
        directions
        calls
        website
        impressions
      }
      bottomStores(limit: 1) {
        locationId
        actions
      }
      keywords {
        keyword
        value
        belowThreshold
      }
      posts {
        published
        publishedPrevious
      }
    }
  }
`;

export const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions.code;
export const issuesOf = (answer: { body: { errors?: { extensions: { issues?: unknown } }[] } }) =>
  answer.body.errors?.[0]?.extensions.issues;

/** The performance report of `user` over the fixture's range, failing on any error. */
export async function perf(r: ReportsFixture, user: string, variables: Record<string, unknown>) {
  const answer = await r.as(user, PERFORMANCE, { range: r.range, ...variables });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.performance;
}

export const SAVE = SaveRevenueSettingsMutation;

export const REVENUE = /* GraphQL */ `
  query Revenue($range: DateRangeInput!, $workspaceId: ID) {
    revenue(range: $range, workspaceId: $workspaceId) {
      settings {
        ticket
        conversionPercent
        currency
        isDefault
      }
      traffic
      trafficPrevious
      income
      incomePrevious
      daily {
        day
        value
      }
      stores(limit: 3) {
        locationId
        traffic
        income
        incomePrevious
      }
    }
  }
`;

export const REVIEWS = /* GraphQL */ `
  query Reviews($range: DateRangeInput!, $workspaceId: ID) {
    reviewStats(range: $range, workspaceId: $workspaceId) {
      total
      totalPrevious
      averageRating
      averageRatingPrevious
      replied
      replyRate
      replyRatePrevious
      averageReplyHours
      medianReplyHours
      ratings {
        stars
        count
      }
      series {
        day
        count
        averageRating
        replied
      }
    }
  }
`;

export const trafficOf = (sums: Map<string, number>) =>
  0.8 * (sums.get("BUSINESS_DIRECTION_REQUESTS") ?? 0) +
  0.4 * (sums.get("CALL_CLICKS") ?? 0) +
  0.1 * (sums.get("WEBSITE_CLICKS") ?? 0);
