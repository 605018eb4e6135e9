import "server-only";
import { z } from "zod";
import { importTenantMetrics } from "@/lib/insights/import";
import { runExclusiveJob } from "@/lib/jobs/service";
import type { JobKind } from "@/lib/jobs/kinds";
import { advanceLeadStep, type LeadRef } from "@/lib/onboarding/lead-step";
import { mapsClientForUser } from "@/lib/auth/maps-access";
import { listLeadMapsLocations, type LeadMapsLocation } from "@/lib/onboarding/maps-locations";
import { importLeadLocations } from "@/lib/onboarding/select-locations";
import { saveLeadUserInfo } from "@/lib/onboarding/service";
import { verifyLeadLocation } from "@/lib/onboarding/verify-location";
import { importTenantQuestions } from "@/lib/questions/import";
import { importTenantReviews } from "@/lib/reviews/import";
import {
  selectedLocationsSchema,
  userInfoSchema,
  verifyLocationSchema,
} from "@/lib/onboarding/schema";
import { forbidden } from "../errors";
import type { GraphQLContext } from "../context";
import type {
  MutationResolvers,
  OnboardingLocation as OnboardingLocationType,
  QueryResolvers,
} from "../generated/resolvers";
import type { OpenInfoParent } from "../location-parent";
import { requireTenant, requireUser } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

/** A tenant or user id the client sends must be the caller's own (FORBIDDEN otherwise). */
function requireLead(
  ctx: GraphQLContext,
  sent: { tenant?: string | null; userId?: string | null } = {},
): LeadRef {
  const user = requireUser(ctx);
  const tenantId = requireTenant(ctx, sent.tenant);
  if (!user.isLeads) throw forbidden("Only trial leads go through onboarding");
  if (sent.userId != null && sent.userId !== user.id) throw forbidden();
  return { userId: user.id, tenantId };
}

const monthSchema = z.number().int().min(1).max(120).nullish();

/** Limited per day: each call reads the maps service for every store. */
async function leadImport(
  ctx: GraphQLContext,
  lead: LeadRef,
  kind: JobKind,
  work: () => Promise<number>,
) {
  const { jobId, result } = await runExclusiveJob(
    ctx.db,
    { tenantId: lead.tenantId, kind, userId: lead.userId },
    async () => ({ imported: await work() }),
  );
  return { success: true, imported: result.imported, jobId };
}

/** An onboarding location as the resolver answers it: its open state is the row's status only. */
type OnboardingLocation = Omit<OnboardingLocationType, "openInfo"> & { openInfo: OpenInfoParent };

function toOnboardingLocation(location: LeadMapsLocation): OnboardingLocation {
  return {
    id: location.googleId,
    locationName: location.locationName,
    storeCode: location.storeCode ?? null,
    account: location.account,
    address: {
      regionCode: location.regionCode ?? null,
      languageCode: location.languageCode ?? null,
      postalCode: location.postalCode ?? null,
      administrativeArea: location.administrativeArea ?? null,
      locality: location.locality ?? null,
      addressLines: location.addressLines ?? [],
    },
    locationState: {
      duplicateLocation: location.duplicateLocation ?? false,
      mapsUri: location.mapsUri ?? null,
      newReviewUri: location.newReviewUri ?? null,
      placeId: location.placeId ?? null,
    },
    openInfo: {
      status: (location.openStatus ?? "OPEN") as OpenInfoParent["status"],
    },
    verified: (location.verified ?? null) as OnboardingLocationType["verified"],
    selectability: location.selectability,
  };
}

export const onboardingResolvers: {
  Query: Pick<QueryResolvers, "onBoardingLocations">;
  Mutation: Pick<
    MutationResolvers,
    | "saveUserInfo"
    | "verifiedLocation"
    | "updateLocationsLeads"
    | "setupInitialReviews"
    | "setupInitialReportInsights"
    | "setupInitialQA"
    | "updateLeadStep"
  >;
} = {
  Query: {
    onBoardingLocations: (_parent, _args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx);
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return (await listLeadMapsLocations(client)).map(toOnboardingLocation);
      }),
  },
  Mutation: {
    saveUserInfo: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx);
        const info = parseInput(userInfoSchema, withoutNulls(args.input));
        return { success: true, leadStep: await saveLeadUserInfo(ctx.db, lead, info) };
      }),

    verifiedLocation: (_parent, args, ctx) =>
      refusing(async () => {
        const input = parseInput(verifyLocationSchema, args.verifiedGoogleLocationInput);
        const lead = requireLead(ctx, { tenant: input.tenant });
        if (input.email.toLowerCase() !== ctx.user!.email.toLowerCase()) throw forbidden();
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return verifyLeadLocation(ctx.db, lead, input.locationGoogleId, client);
      }),

    updateLocationsLeads: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx);
        const ids = parseInput(selectedLocationsSchema, args.locations);
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return importLeadLocations(ctx.db, lead, ids, client);
      }),

    setupInitialReviews: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx, { tenant: args.tenant, userId: args.userId });
        const months = parseInput(monthSchema, args.month);
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return leadImport(ctx, lead, "LEAD_IMPORT_REVIEWS", () =>
          importTenantReviews(ctx.db, { tenantId: lead.tenantId, client, months }),
        );
      }),

    setupInitialReportInsights: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx, { tenant: args.tenant, userId: args.userId });
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return leadImport(ctx, lead, "LEAD_IMPORT_METRICS", () =>
          importTenantMetrics(ctx.db, { tenantId: lead.tenantId, client }),
        );
      }),

    setupInitialQA: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx, { tenant: args.tenant, userId: args.userId });
        const client = await mapsClientForUser(ctx.db, lead.userId);
        return leadImport(ctx, lead, "LEAD_IMPORT_QUESTIONS", () =>
          importTenantQuestions(ctx.db, { tenantId: lead.tenantId, client }),
        );
      }),

    updateLeadStep: (_parent, args, ctx) =>
      refusing(async () => {
        const lead = requireLead(ctx, { tenant: args.tenant, userId: args.memberId });
        return { leadStep: await advanceLeadStep(ctx.db, lead, args.step) };
      }),
  },
};
