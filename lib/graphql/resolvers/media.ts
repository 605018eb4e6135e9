import "server-only";
import { z } from "zod";
import { getJob } from "@/lib/jobs/queries";
import { parseMediaName } from "@/lib/maps/resource-names";
import { getQueue } from "@/lib/jobs/runtime";
import { activeLinks, createMediaLink, revokeMediaLink } from "@/lib/media/links";
import { mediaLinkSchema, mediaPackageSchema } from "@/lib/media/schema";
import { createMediaPackage, dismissMediaPackage, MEDIA_JOB_KIND } from "@/lib/media/service";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import { listStoreOptions } from "@/lib/locations/store-options";
import {
  deleteStoreMedia,
  MEDIA_DELETE_KIND,
  readStoreMedia,
  setMediaReport,
  storeOfMediaName,
  type StoreMediaEntry,
} from "@/lib/media/store-media";
import {
  getMediaPackage,
  listMediaJobItems,
  listMediaPackages,
  packageOfJob,
} from "@/lib/media/queries";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type {
  MediaJobResolvers,
  MediaPackageResolvers,
  MutationResolvers,
  QueryResolvers,
  StoreMediaItem,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { rethrowRefusal } from "../refusals";
import { toResource } from "../resource";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

const idSchema = z.uuid("invalidId");
const mediaNameSchema = z
  .string()
  .max(300)
  .refine((name) => parseMediaName(name) !== null, "invalidId");

function toStoreMediaItem(item: StoreMediaEntry): StoreMediaItem {
  return {
    name: item.name,
    source: item.source,
    mediaFormat: item.mediaFormat,
    category: item.locationAssociation?.category ?? null,
    googleUrl: item.googleUrl ?? null,
    thumbnailUrl: item.thumbnailUrl ?? null,
    createTime: item.createTime ?? null,
    width: item.dimensions?.widthPixels ?? null,
    height: item.dimensions?.heightPixels ?? null,
    attribution: item.attribution?.profileName ?? null,
    report: item.report,
  };
}
const pageSchema = z.object({
  includeDismissed: z.boolean().default(false),
  limit: z.number().int().min(1).max(100).default(10),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
const itemsSchema = z.object({
  limit: z.number().int().min(1).max(100).default(10),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(["PENDING", "RUNNING", "DONE", "FAILED"]).optional(),
});

const jobOf = (ctx: GraphQLContext, tenantId: string, id: string) =>
  getJob(ctx.db, { tenantId, kinds: [MEDIA_JOB_KIND], id });

/** Media packages (section media): the list, sending, the job's results and share links. */
export const mediaResolvers: {
  Query: Pick<
    QueryResolvers,
    "mediaPackages" | "mediaPackage" | "mediaJob" | "mediaLocations" | "storeMedia" | "mediaStore"
  >;
  Mutation: Pick<
    MutationResolvers,
    | "createMediaPackage"
    | "dismissMediaPackage"
    | "createMediaLink"
    | "revokeMediaLink"
    | "deleteStoreMedia"
    | "setMediaReport"
  >;
  MediaPackage: MediaPackageResolvers;
  MediaJob: MediaJobResolvers;
} = {
  Query: {
    mediaPackages: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      return listMediaPackages(ctx.db, { tenantId, ...parseInput(pageSchema, withoutNulls(args)) });
    },
    mediaPackage: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      return getMediaPackage(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
    },
    mediaJob: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      const job = await jobOf(ctx, tenantId, parseInput(idSchema, args.id));
      return job ? { job, package: await packageOfJob(ctx.db, { tenantId, jobId: job.id }) } : null;
    },
    mediaStore: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      return storeOfMediaName(ctx.db, {
        tenantId,
        mediaName: parseInput(mediaNameSchema, args.name),
      });
    },
    storeMedia: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      const media = await readStoreMedia(ctx.db, {
        tenantId,
        locationId: parseInput(idSchema, args.locationId),
      });
      if (!media) return null;
      return {
        ...media,
        owner: media.owner.map(toStoreMediaItem),
        customer: media.customer.map(toStoreMediaItem),
        links: await activeLinks(ctx.db, { tenantId, target: { locationId: media.locationId } }),
      };
    },
    mediaLocations: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
  },
  Mutation: {
    createMediaPackage: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "media");
      const input = parseInput(mediaPackageSchema, withoutNulls(args.input));
      const workspace = await listWorkspace(ctx, caller.tenantId, input.workspaceId);
      const created = await createMediaPackage(ctx.db, await getQueue(), {
        ...caller,
        ...input,
        workspace,
      }).catch(rethrowRefusal);
      return (await getMediaPackage(ctx.db, { tenantId: caller.tenantId, id: created.id }))!;
    },
    dismissMediaPackage: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      const id = parseInput(idSchema, args.id);
      if (!(await dismissMediaPackage(ctx.db, { tenantId, id, dismissed: args.dismissed ?? true })))
        throw notFound();
      return true;
    },
    createMediaLink: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "media");
      const input = parseInput(mediaLinkSchema, withoutNulls(args.input));
      const created = await createMediaLink(ctx.db, { ...caller, ...input });
      if (!created) throw notFound();
      return { link: created.row, url: created.url };
    },
    deleteStoreMedia: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "media");
      const locationId = parseInput(idSchema, args.locationId);
      const mediaName = parseInput(mediaNameSchema, args.name);
      const jobId = await deleteStoreMedia(ctx.db, await getQueue(), {
        ...caller,
        locationId,
        mediaName,
      }).catch(rethrowRefusal);
      if (!jobId) throw notFound();
      return (await getJob(ctx.db, {
        tenantId: caller.tenantId,
        kinds: [MEDIA_DELETE_KIND],
        id: jobId,
      }))!;
    },
    setMediaReport: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "media");
      const locationId = parseInput(idSchema, args.locationId);
      const mediaName = parseInput(mediaNameSchema, args.name);
      const item = await setMediaReport(ctx.db, {
        ...caller,
        locationId,
        mediaName,
        status: args.status ?? null,
      }).catch(rethrowRefusal);
      if (!item) throw notFound();
      return toStoreMediaItem(item);
    },
    revokeMediaLink: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "media");
      if (!(await revokeMediaLink(ctx.db, { tenantId, id: parseInput(idSchema, args.id) })))
        throw notFound();
      return true;
    },
  },
  MediaPackage: {
    files: (parent) => parent.files.map(toResource),
  },
  MediaJob: {
    items: async (parent, args, ctx) => {
      const rows = await listMediaJobItems(ctx.db, {
        tenantId: parent.job.tenantId,
        jobId: parent.job.id,
        ...parseInput(itemsSchema, withoutNulls(args)),
      });
      return rows.map(({ result, ...row }) => ({
        ...row,
        mediaName: (result?.mediaName as string | undefined) ?? null,
        googleUrl: (result?.googleUrl as string | undefined) ?? null,
      }));
    },
  },
};
