// GraphQL operations of the onboarding pages (typed by `npm run codegen`). Isomorphic.

export {
  OnboardingLocationsDocument as OnboardingLocationsQuery,
  SaveUserInfoDocument as SaveUserInfoMutation,
  VerifyOnboardingLocationDocument as VerifyLocationMutation,
  UpdateLocationsLeadsDocument as UpdateLocationsLeadsMutation,
  SetupInitialReviewsDocument as SetupInitialReviewsMutation,
  SetupInitialReportInsightsDocument as SetupInitialReportInsightsMutation,
  SetupInitialQaDocument as SetupInitialQAMutation,
  UpdateLeadStepDocument as UpdateLeadStepMutation,
  HomeDataDocument as HomeDataQuery,
  SyncNewUserLocationsDocument as SyncLocationsQuery,
} from "@/lib/graphql/generated/client/graphql";
