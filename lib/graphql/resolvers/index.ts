import "server-only";
import { DateTimeScalar, JSONScalar } from "../scalars";
import type { Resolvers } from "../generated/resolvers";
import { adminRolesResolvers } from "./admin-roles";
import { approvalsResolvers } from "./approvals";
import { geolocationResolvers } from "./geolocation";
import { adminScheduledJobsResolvers } from "./admin-scheduled-jobs";
import { adminTenantsResolvers } from "./admin-tenants";
import { adminUsersResolvers } from "./admin-users";
import { adsResolvers } from "./ads";
import { adminCostsResolvers } from "./admin-costs";
import { adminQuotasResolvers } from "./admin-quotas";
import { adminSyncsResolvers } from "./admin-syncs";
import { auditResolvers } from "./audit";
import { authResolvers } from "./auth";
import { filesResolvers } from "./files";
import { mediaResolvers } from "./media";
import { googleUpdatesResolvers } from "./google-updates";
import { holidaysResolvers } from "./holidays";
import { homeResolvers } from "./home";
import { jobsResolvers } from "./jobs";
import { leadsResolvers } from "./leads";
import { listingHealthResolvers } from "./listing-health";
import { locationsResolvers } from "./locations";
import { alertsResolvers } from "./alerts";
import { mapsNotificationsResolvers } from "./maps-notifications";
import { marketingResolvers } from "./marketing";
import { moduleStatusResolvers } from "./module-status";
import { notificationsResolvers } from "./notifications";
import { onboardingResolvers } from "./onboarding";
import { postsResolvers } from "./posts";
import { profileResolvers } from "./profile";
import { pushResolvers } from "./push";
import { questionsResolvers } from "./questions";
import { reviewDraftsResolvers } from "./review-drafts";
import { messagesResolvers } from "./messages";
import { rankingsResolvers } from "./rankings";
import { reportSharingResolvers } from "./report-sharing";
import { reportsResolvers } from "./reports";
import { reviewLinksResolvers } from "./review-links";
import { reviewRepliesResolvers } from "./review-replies";
import { reviewTopicsResolvers } from "./review-topics";
import { reviewsResolvers } from "./reviews";
import { serpsResolvers } from "./serps";
import { storesResolvers } from "./stores";
import { storeImportResolvers } from "./store-import";
import { themeResolvers } from "./theme";
import { userResolvers } from "./user";
import { workspacesResolvers } from "./workspaces";

/** Every module's resolvers; each module file owns its fields of Query and Mutation. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    ...adminRolesResolvers.Query,
    ...adminUsersResolvers.Query,
    ...adminTenantsResolvers.Query,
    ...adminScheduledJobsResolvers.Query,
    ...userResolvers.Query,
    ...moduleStatusResolvers.Query,
    ...leadsResolvers.Query,
    ...locationsResolvers.Query,
    ...onboardingResolvers.Query,
    ...homeResolvers.Query,
    ...profileResolvers.Query,
    ...themeResolvers.Query,
    ...workspacesResolvers.Query,
    ...notificationsResolvers.Query,
    ...jobsResolvers.Query,
    ...storesResolvers.Query,
    ...reviewsResolvers.Query,
    ...reviewRepliesResolvers.Query,
    ...filesResolvers.Query,
    ...mediaResolvers.Query,
    ...postsResolvers.Query,
    ...adminSyncsResolvers.Query,
    ...adminCostsResolvers.Query,
    ...adminQuotasResolvers.Query,
    ...mapsNotificationsResolvers.Query,
    ...auditResolvers.Query,
    ...reportsResolvers.Query,
    ...reportSharingResolvers.Query,
    ...marketingResolvers.Query,
    ...rankingsResolvers.Query,
    ...messagesResolvers.Query,
    ...serpsResolvers.Query,
    ...adsResolvers.Query,
    ...pushResolvers.Query,
    ...alertsResolvers.Query,
    ...questionsResolvers.Query,
    ...reviewDraftsResolvers.Query,
    ...reviewTopicsResolvers.Query,
    ...listingHealthResolvers.Query,
    ...googleUpdatesResolvers.Query,
    ...approvalsResolvers.Query,
    ...storeImportResolvers.Query,
    ...holidaysResolvers.Query,
    ...geolocationResolvers.Query,
  },
  Mutation: {
    ...adminRolesResolvers.Mutation,
    ...adminUsersResolvers.Mutation,
    ...adminTenantsResolvers.Mutation,
    ...adminScheduledJobsResolvers.Mutation,
    ...authResolvers.Mutation,
    ...onboardingResolvers.Mutation,
    ...profileResolvers.Mutation,
    ...themeResolvers.Mutation,
    ...workspacesResolvers.Mutation,
    ...notificationsResolvers.Mutation,
    ...jobsResolvers.Mutation,
    ...storesResolvers.Mutation,
    ...reviewsResolvers.Mutation,
    ...reviewRepliesResolvers.Mutation,
    ...filesResolvers.Mutation,
    ...mediaResolvers.Mutation,
    ...postsResolvers.Mutation,
    ...adminSyncsResolvers.Mutation,
    ...adminCostsResolvers.Mutation,
    ...adminQuotasResolvers.Mutation,
    ...mapsNotificationsResolvers.Mutation,
    ...reportsResolvers.Mutation,
    ...reportSharingResolvers.Mutation,
    ...marketingResolvers.Mutation,
    ...rankingsResolvers.Mutation,
    ...messagesResolvers.Mutation,
    ...serpsResolvers.Mutation,
    ...adsResolvers.Mutation,
    ...pushResolvers.Mutation,
    ...alertsResolvers.Mutation,
    ...questionsResolvers.Mutation,
    ...reviewDraftsResolvers.Mutation,
    ...reviewTopicsResolvers.Mutation,
    ...listingHealthResolvers.Mutation,
    ...googleUpdatesResolvers.Mutation,
    ...approvalsResolvers.Mutation,
    ...storeImportResolvers.Mutation,
    ...holidaysResolvers.Mutation,
    ...geolocationResolvers.Mutation,
  },
  Job: { ...jobsResolvers.Job, ...notificationsResolvers.Job },
  Location: { ...storesResolvers.Location, ...reviewLinksResolvers.Location },
  Review: reviewsResolvers.Review,
  MediaPackage: mediaResolvers.MediaPackage,
  MediaJob: mediaResolvers.MediaJob,
  Post: postsResolvers.Post,
  PostContent: postsResolvers.PostContent,
  PostTemplate: postsResolvers.PostTemplate,
  AutoReplySettings: reviewRepliesResolvers.AutoReplySettings,
  AutoReplyRecord: reviewRepliesResolvers.AutoReplyRecord,
  AutoReplyRule: reviewRepliesResolvers.AutoReplyRule,
  PerformanceReport: reportsResolvers.PerformanceReport,
  RevenueReport: reportsResolvers.RevenueReport,
  RankingJob: rankingsResolvers.RankingJob,
  RankingResult: rankingsResolvers.RankingResult,
  Serp: serpsResolvers.Serp,
  PendingApproval: approvalsResolvers.PendingApproval,
  StoreImport: storeImportResolvers.StoreImport,
};
