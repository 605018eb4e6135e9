import "server-only";
import { z } from "zod";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import { MediaInputError } from "@/lib/media/errors";
import { createMediaLink, packageLinks, revokeMediaLink } from "@/lib/media/links";
import { mediaLinkSchema, mediaPackageSchema } from "@/lib/media/package-input";
import { createMediaPackage, MEDIA_JOB_KIND } from "@/lib/media/packages";
import {
  dismissMediaPackage,
  getMediaPackage,
  listMediaJobItems,
  listMediaPackages,
  packageOfJob,
} from "@/lib/media/queries";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type {
  MediaJobResolvers,
  MediaPackageResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { requireSection, requireTenant } from "../guards";
import { parseInput, withoutNulls } from "../validate";
import { toResource } from "./files";
import { listWorkspace } from "./locations";

const idSchema = z.uuid("invalidId");
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

function mediaCaller(ctx: GraphQLContext) {
  const user = requireSection(ctx, "media");
  return { userId: user.id, tenantId: requireTenant(ctx) };
}

/** The files.errors / media code of each issue, with the file it names, as BAD_USER_INPUT. */
function packageRefusal(error: unknown): never {
  if (error instanceof MediaInputError)
    throw badUserInput(
      error.issues.map((issue) => ({
        path: issue.path,
        message: issue.file ? `${issue.message}:${issue.file}` : issue.message,
      })),
    );
  throw error;
}

const jobOf = (ctx: GraphQLContext, tenantId: string, id: string) =>
  getJob(ctx.db, { tenantId, kinds: [MEDIA_JOB_KIND], id });

/** Media packages (section media): the list, sending, the job's results and share links. */
export const mediaResolvers: {
  Query: Pick<QueryResolvers, "mediaPackages" | "mediaPackage" | "mediaJob">;
  Mutation: Pick<
    MutationResolvers,
    "createMediaPackage" | "dismissMediaPackage" | "createMediaLink" | "revokeMediaLink"
  >;
  MediaPackage: MediaPackageResolvers;
  MediaJob: MediaJobResolvers;
} = {
  Query: {
    mediaPackages: async (_parent, args, ctx) => {
      const { tenantId } = mediaCaller(ctx);
      return listMediaPackages(ctx.db, tenantId, parseInput(pageSchema, withoutNulls(args)));
    },
    mediaPackage: async (_parent, args, ctx) => {
      const { tenantId } = mediaCaller(ctx);
      return getMediaPackage(ctx.db, tenantId, parseInput(idSchema, args.id));
    },
    mediaJob: async (_parent, args, ctx) => {
      const { tenantId } = mediaCaller(ctx);
      const job = await jobOf(ctx, tenantId, parseInput(idSchema, args.id));
      return job ? { job, package: await packageOfJob(ctx.db, tenantId, job.id) } : null;
    },
  },
  Mutation: {
    createMediaPackage: async (_parent, args, ctx) => {
      const caller = mediaCaller(ctx);
      const input = parseInput(mediaPackageSchema, withoutNulls(args.input));
      const workspace = await listWorkspace(ctx, caller.tenantId, input.workspaceId);
      const created = await createMediaPackage(ctx.db, await getQueue(), {
        ...caller,
        ...input,
        workspace,
      }).catch(packageRefusal);
      return (await getMediaPackage(ctx.db, caller.tenantId, created.id))!;
    },
    dismissMediaPackage: async (_parent, args, ctx) => {
      const { tenantId } = mediaCaller(ctx);
      const id = parseInput(idSchema, args.id);
      if (!(await dismissMediaPackage(ctx.db, tenantId, id, args.dismissed ?? true)))
        throw notFound();
      return true;
    },
    createMediaLink: async (_parent, args, ctx) => {
      const caller = mediaCaller(ctx);
      const input = parseInput(mediaLinkSchema, withoutNulls(args.input));
      const created = await createMediaLink(ctx.db, { ...caller, ...input });
      if (!created) throw notFound();
      return { link: created.row, url: created.url };
    },
    revokeMediaLink: async (_parent, args, ctx) => {
      const { tenantId } = mediaCaller(ctx);
      if (!(await revokeMediaLink(ctx.db, tenantId, parseInput(idSchema, args.id))))
        throw notFound();
      return true;
    },
  },
  MediaPackage: {
    files: (parent) => parent.files.map(toResource),
    job: (parent, _args, ctx) => (parent.jobId ? jobOf(ctx, parent.tenantId, parent.jobId) : null),
    links: (parent, _args, ctx) => packageLinks(ctx.db, parent.tenantId, parent.id),
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
