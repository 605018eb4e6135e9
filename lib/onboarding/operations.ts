// GraphQL operations of the onboarding pages (typed by `npm run codegen`). Isomorphic.
import { graphql } from "@/lib/graphql/generated/client";

export const OnboardingLocationsQuery = graphql(`
  query OnboardingLocations {
    onBoardingLocations {
      id
      locationName
      storeCode
      address {
        addressLines
        locality
        administrativeArea
      }
      openInfo {
        status
      }
      verified
      selectability
    }
  }
`);

export const SaveUserInfoMutation = graphql(`
  mutation SaveUserInfo($input: SaveUserInfoInput!) {
    saveUserInfo(input: $input) {
      success
      leadStep
    }
  }
`);

export const VerifyLocationMutation = graphql(`
  mutation VerifyOnboardingLocation($input: VerifiedGoogleLocationInput!) {
    verifiedLocation(verifiedGoogleLocationInput: $input) {
      locationGoogleId
      status
      selectability
    }
  }
`);

export const UpdateLocationsLeadsMutation = graphql(`
  mutation UpdateLocationsLeads($locations: [ID!]!) {
    updateLocationsLeads(locations: $locations)
  }
`);

export const SetupInitialReviewsMutation = graphql(`
  mutation SetupInitialReviews($userId: ID!, $tenant: ID!, $month: Int) {
    setupInitialReviews(userId: $userId, tenant: $tenant, month: $month) {
      success
      imported
    }
  }
`);

export const SetupInitialReportInsightsMutation = graphql(`
  mutation SetupInitialReportInsights($userId: ID!, $tenant: ID!) {
    setupInitialReportInsights(userId: $userId, tenant: $tenant) {
      success
      imported
    }
  }
`);

export const SetupInitialQAMutation = graphql(`
  mutation SetupInitialQA($userId: ID!, $tenant: ID!) {
    setupInitialQA(userId: $userId, tenant: $tenant) {
      success
      imported
    }
  }
`);

export const UpdateLeadStepMutation = graphql(`
  mutation UpdateLeadStep($tenant: ID!, $memberId: ID!, $step: LeadStep!) {
    updateLeadStep(tenant: $tenant, memberId: $memberId, step: $step) {
      leadStep
    }
  }
`);

export const HomeDataQuery = graphql(`
  query HomeData(
    $limit: Int
    $selection: HomeSelection
    $interactions: Boolean! = true
    $reputation: Boolean! = true
    $questions: Boolean! = true
  ) {
    topLocations(limit: $limit, selection: $selection) @include(if: $interactions) {
      id
      _id
      locationName
      address {
        addressLines
        locality
      }
      insights {
        indications
        phone
        web
      }
    }
    homeWeb(selection: $selection) {
      reviews @include(if: $reputation) {
        rating
        total
        answered
      }
      faq @include(if: $questions) {
        totalQ
        answeredQ
      }
      syncing
    }
    locationsReportInsightsAverage(selection: $selection) @include(if: $interactions) {
      metric
      totalValue
      totalPrevious
    }
  }
`);

export const SyncLocationsQuery = graphql(`
  query SyncNewUserLocations {
    locations(limit: 100) {
      total
      items {
        _id
        locationName
        address {
          addressLines
          locality
        }
      }
    }
  }
`);
