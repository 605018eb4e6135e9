import "server-only";
import { tenantMapsClient } from "@/lib/auth/maps-access";
import { visibleJobKinds } from "@/lib/jobs/kinds";
import { QuotaWaitError } from "@/lib/jobs/outcomes";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import { ListingHealthError } from "@/lib/listing-health/errors";
import { listingHealthSummary, listListingHealth } from "@/lib/listing-health/queries";
import { GOOGLE_BUSINESS_URL, type ListingHealthState } from "@/lib/listing-health/rules";
import {
  completeVerificationSchema,
  listingHealthListSchema,
  startVerificationSchema,
  verificationOptionsSchema,
} from "@/lib/listing-health/schema";
import {
  completeVerification,
  startHealthCheck,
  startVerification,
  verificationOptions,
} from "@/lib/listing-health/service";
import type { Verification, VerificationOption } from "@/lib/maps/types";
import type { GraphQLContext } from "../context";
import { notFound, rateLimited, translatedError } from "../errors";
import type {
  ListingHealthItem,
  MutationResolvers,
  QueryResolvers,
  StoreVerification,
  VerificationOptionInfo,
} from "../generated/resolvers";
import { canAccessSection, sectionCaller } from "../guards";
import { publicRefusal } from "../refusals";
import { parseInput } from "../validate";
import { listWorkspace } from "../workspace-arg";

// Listing health (section store): thin over lib/listing-health. A verification's refusals
// (a wrong PIN, a method not offered) come back translated, on the field at fault.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "store");

/** The API has no call for these: Google's own pages do them. */
const ON_GOOGLE = new Set(["APPEAL", "REQUEST_ACCESS", "REVIEW_DUPLICATE"]);

function refusal(ctx: GraphQLContext, error: unknown): unknown {
  if (error instanceof ListingHealthError)
    return translatedError(ctx.locale, {
      namespace: "listingHealth.errors",
      key: error.code,
      code: error.code === "NOT_FOUND" ? "NOT_FOUND" : "BAD_USER_INPUT",
      path: error.field,
    });
  if (error instanceof QuotaWaitError) return rateLimited();
  return publicRefusal(error);
}

async function refusingIn<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusal(ctx, error);
  }
}

function toOption(option: VerificationOption): VerificationOptionInfo {
  const address = option.addressData?.address;
  return {
    method: option.verificationMethod,
    destination:
      option.phoneNumber ??
      option.emailData?.domain ??
      (address
        ? [...(address.addressLines ?? []), address.locality, address.postalCode]
            .filter(Boolean)
            .join(", ")
        : null),
    emailUser: option.emailData?.user ?? null,
    emailUserEditable: option.emailData?.isUserNameEditable ?? null,
    expectedDeliveryDays: option.addressData?.expectedDeliveryDaysRegion ?? null,
  };
}

const toVerification = (v: Verification): StoreVerification => ({
  name: v.name,
  method: v.method,
  state: v.state,
  createTime: v.createTime,
});

export const listingHealthResolvers: {
  Query: Pick<QueryResolvers, "listingHealth" | "verificationOptions">;
  Mutation: Pick<
    MutationResolvers,
    "startVerification" | "completeVerification" | "checkListingHealth"
  >;
} = {
  Query: {
    listingHealth: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const input = parseInput(listingHealthListSchema, {
        filter: args.filter ?? null,
        sort: args.sort ?? null,
        ...(args.limit != null ? { limit: args.limit } : {}),
        ...(args.offset != null ? { offset: args.offset } : {}),
      });
      const workspace = await listWorkspace(ctx, tenantId, input.filter.workspaceId);
      const [page, summary] = await Promise.all([
        listListingHealth(ctx.db, { tenantId, ...input, workspace }),
        listingHealthSummary(ctx.db, { tenantId, workspace }),
      ]);
      return {
        total: page.total,
        items: page.items.map((item): ListingHealthItem => ({
          locationId: item.locationId,
          googleId: item.googleId,
          storeName: item.storeName,
          storeCode: item.storeCode,
          locality: item.locality,
          state: item.state satisfies ListingHealthState,
          since: item.since,
          nextAction: item.nextAction,
          actionUrl: ON_GOOGLE.has(item.nextAction) ? GOOGLE_BUSINESS_URL : null,
          duplicateOf: typeof item.detail.duplicateOf === "string" ? item.detail.duplicateOf : null,
          checkedAt: item.checkedAt,
        })),
        counts: summary.counts,
        unchecked: summary.unchecked,
        lastCheckedAt: summary.lastCheckedAt,
      };
    },
    verificationOptions: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const { locationId } = parseInput(verificationOptionsSchema, args);
      return refusingIn(ctx, async () => {
        const client = await tenantMapsClient(ctx.db, { tenantId });
        const options = await verificationOptions(ctx.db, client, {
          tenantId,
          locationId,
          languageCode: ctx.locale,
        });
        return options.map(toOption);
      });
    },
  },
  Mutation: {
    startVerification: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const input = parseInput(startVerificationSchema, args.input);
      return refusingIn(ctx, async () => {
        const client = await tenantMapsClient(ctx.db, { tenantId });
        return toVerification(
          await startVerification(ctx.db, client, { tenantId, input, languageCode: ctx.locale }),
        );
      });
    },
    completeVerification: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const input = parseInput(completeVerificationSchema, args.input);
      return refusingIn(ctx, async () => {
        const client = await tenantMapsClient(ctx.db, { tenantId });
        return toVerification(await completeVerification(ctx.db, client, { tenantId, input }));
      });
    },
    checkListingHealth: async (_parent, _args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const { jobId } = await refusingIn(ctx, async () =>
        startHealthCheck(ctx.db, await getQueue(), { tenantId, userId }),
      );
      const kinds = visibleJobKinds((section) => canAccessSection(ctx, section));
      const job = await getJob(ctx.db, { tenantId, kinds, id: jobId });
      if (!job) throw notFound("No such job");
      return job;
    },
  },
};
