import { graphql } from "@/lib/graphql/generated/client";

export const ReportPerformanceFragment = graphql(`
  fragment ReportPerformance on PerformanceReport {
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
      metric
      totalValue
      totalPrevious
    }
    actions {
      metric
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
    topStores(limit: 10) {
      ...ReportStore
    }
    bottomStores(limit: 10) {
      ...ReportStore
    }
    keywords(limit: 20) {
      keyword
      value
      belowThreshold
    }
    posts {
      published
      publishedPrevious
      daily {
        day
        value
      }
    }
  }
  fragment ReportStore on StorePerformance {
    locationId
    name
    storeCode
    locality
    impressions
    actions
    directions
    calls
    website
    actionsPrevious
  }
`);

export const ReportReviewsFragment = graphql(`
  fragment ReportReviews on ReviewStats {
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
`);

export const ReportRevenueFragment = graphql(`
  fragment ReportRevenue on RevenueReport {
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
    stores(limit: 10) {
      locationId
      name
      traffic
      income
      incomePrevious
    }
  }
`);

/** The whole report of a range and store selection, in one round trip. */
export const ReportPageQuery = graphql(`
  query ReportPage(
    $range: DateRangeInput!
    $compareTo: ReportComparison
    $storeIds: [ID!]
    $workspaceId: ID
    $labels: [String!]
    $cities: [String!]
  ) {
    performance(
      range: $range
      compareTo: $compareTo
      storeIds: $storeIds
      workspaceId: $workspaceId
      labels: $labels
      cities: $cities
    ) {
      ...ReportPerformance
    }
    reviewStats(
      range: $range
      compareTo: $compareTo
      storeIds: $storeIds
      workspaceId: $workspaceId
      labels: $labels
      cities: $cities
    ) {
      ...ReportReviews
    }
    revenue(
      range: $range
      compareTo: $compareTo
      storeIds: $storeIds
      workspaceId: $workspaceId
      labels: $labels
      cities: $cities
    ) {
      ...ReportRevenue
    }
  }
`);

export const ReportFilterOptionsQuery = graphql(`
  query ReportFilterOptions($workspaceId: ID) {
    reportFilterOptions(workspaceId: $workspaceId) {
      labels
      cities
    }
  }
`);

export const SaveRevenueSettingsMutation = graphql(`
  mutation SaveRevenueSettings($input: RevenueSettingsInput!) {
    saveRevenueSettings(input: $input) {
      ticket
      conversionPercent
      currency
      isDefault
    }
  }
`);

export const ReportStoreSearchQuery = graphql(`
  query ReportStoreSearch($search: String, $workspaceId: ID) {
    locations(filter: { search: $search }, limit: 10, workspaceId: $workspaceId) {
      items {
        _id
        locationName
        address {
          locality
        }
      }
    }
  }
`);

export const CreateReportShareLinkMutation = graphql(`
  mutation CreateReportShareLink($filters: ReportFiltersInput!, $expiresInDays: Int!) {
    createReportShareLink(filters: $filters, expiresInDays: $expiresInDays) {
      id
      url
      expiresAt
    }
  }
`);

export const CreateReportScheduleMutation = graphql(`
  mutation CreateReportSchedule($input: ReportScheduleInput!) {
    createReportSchedule(input: $input) {
      id
      nextRunAt
    }
  }
`);

export const ReportSharingListsQuery = graphql(`
  query ReportSharingLists {
    reportSchedules {
      id
      frequency
      format
      recipients
      nextRunAt
      filters {
        days
      }
    }
    reportShareLinks {
      id
      expiresAt
      revoked
      filters {
        days
      }
    }
  }
`);

export const DeleteReportScheduleMutation = graphql(`
  mutation DeleteReportSchedule($id: ID!) {
    deleteReportSchedule(id: $id)
  }
`);

export const SendReportNowMutation = graphql(`
  mutation SendReportNow($id: ID!) {
    sendReportNow(id: $id)
  }
`);

export const RevokeReportShareLinkMutation = graphql(`
  mutation RevokeReportShareLink($id: ID!) {
    revokeReportShareLink(id: $id)
  }
`);
