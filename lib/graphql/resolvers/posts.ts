import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import {
  postAudienceSchema,
  postListSchema,
  postRequestSchema,
  postStoresSchema,
  TEMPLATE_TODAY,
  templateNameSchema,
} from "@/lib/posts/schema";
import { getPost, postStores, listPosts, type PostRecord } from "@/lib/posts/queries";
import { composeSummary, postButtonUrl } from "@/lib/posts/options";
import { postContentSchema } from "@/lib/posts/rules";
import { deletePost, pausePost, resumePost, retryPost } from "@/lib/posts/lifecycle";
import { createPost, postSettings, updatePost, type PostRequest } from "@/lib/posts/service";
import {
  createPostTemplate,
  deletePostTemplate,
  getPostTemplate,
  listPostTemplates,
  updatePostTemplate,
  withTemplateImages,
} from "@/lib/posts/templates";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import { listStoreOptions } from "@/lib/locations/store-options";
import { chosenStoresAudience } from "@/lib/stores/chosen-stores";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type {
  MutationResolvers,
  PostContentInput,
  PostContentResolvers,
  PostInput,
  PostResolvers,
  PostTemplateResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { rethrowRefusal } from "../refusals";
import { toResource } from "../resource";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

const idSchema = z.uuid("invalidId");

function parseContent(input: PostContentInput, today: string) {
  return parseInput(postContentSchema({ today }), withoutNulls({ ...input }));
}

/** A post's content and plan, checked against the tenant's day. */
async function postRequest(
  ctx: GraphQLContext,
  caller: { userId: string; tenantId: string },
  input: PostInput,
): Promise<PostRequest> {
  const { today } = await postSettings(ctx.db, { tenantId: caller.tenantId });
  const content = parseContent(input.content, today);
  const { workspaceId, locationIds, templateId, ...plan } = parseInput(
    postRequestSchema,
    withoutNulls({ ...input, content: undefined }),
  );
  const workspace = await listWorkspace(ctx, caller.tenantId, workspaceId);
  return { ...caller, content, plan, locationIds, workspace, templateId };
}

async function found(ctx: GraphQLContext, tenantId: string, row: { id: string } | null) {
  if (!row) throw notFound();
  return (await getPost(ctx.db, { tenantId, id: row.id }))!;
}

export const postsResolvers: {
  Query: Pick<
    QueryResolvers,
    | "posts"
    | "post"
    | "postTemplates"
    | "postTemplate"
    | "postSettings"
    | "postLocations"
    | "postAudience"
  >;
  Mutation: Pick<
    MutationResolvers,
    | "createPost"
    | "updatePost"
    | "deletePost"
    | "pausePost"
    | "resumePost"
    | "retryPost"
    | "createPostTemplate"
    | "updatePostTemplate"
    | "deletePostTemplate"
  >;
  Post: PostResolvers;
  PostContent: PostContentResolvers;
  PostTemplate: PostTemplateResolvers;
} = {
  Query: {
    posts: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      const input = parseInput(
        postListSchema,
        withoutNulls({
          filter: args.filter ? withoutNulls({ ...args.filter }) : undefined,
          sortBy: args.sort?.by,
          sortDirection: args.sort?.direction,
          limit: args.limit,
          offset: args.offset,
        }),
      );
      const { workspaceId, ...filter } = input.filter;
      const workspace = await listWorkspace(ctx, tenantId, workspaceId);
      return listPosts(ctx.db, { tenantId, ...input, filter: { ...filter, workspace } });
    },
    post: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      return getPost(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
    },
    postTemplates: async (_parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      return withTemplateImages(ctx.db, {
        tenantId,
        rows: await listPostTemplates(ctx.db, { tenantId }),
      });
    },
    postTemplate: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      const row = await getPostTemplate(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
      return row ? (await withTemplateImages(ctx.db, { tenantId, rows: [row] }))[0]! : null;
    },
    postSettings: async (_parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      return postSettings(ctx.db, { tenantId });
    },
    postAudience: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      const { locationIds, workspaceId } = parseInput(postAudienceSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, workspaceId);
      return chosenStoresAudience(ctx.db, { tenantId, locationIds, workspace });
    },
    postLocations: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
  },
  Mutation: {
    createPost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const request = await postRequest(ctx, caller, args.input);
      const created = await createPost(ctx.db, await getQueue(), request).catch(rethrowRefusal);
      return found(ctx, caller.tenantId, created);
    },
    updatePost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      const request = await postRequest(ctx, caller, args.input);
      const updated = await updatePost(ctx.db, await getQueue(), { ...request, id }).catch(
        rethrowRefusal,
      );
      return found(ctx, caller.tenantId, updated);
    },
    deletePost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      return found(
        ctx,
        caller.tenantId,
        await deletePost(ctx.db, await getQueue(), { ...caller, id }),
      );
    },
    pausePost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      const paused = await pausePost(ctx.db, { tenantId: caller.tenantId, id }).catch(
        rethrowRefusal,
      );
      return found(ctx, caller.tenantId, paused);
    },
    resumePost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      const resumed = await resumePost(ctx.db, await getQueue(), { ...caller, id }).catch(
        rethrowRefusal,
      );
      return found(ctx, caller.tenantId, resumed);
    },
    retryPost: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      const retried = await retryPost(ctx.db, await getQueue(), { ...caller, id }).catch(
        rethrowRefusal,
      );
      return found(ctx, caller.tenantId, retried);
    },
    createPostTemplate: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const name = parseInput(templateNameSchema, args.input.name);
      const content = parseContent(args.input.content, TEMPLATE_TODAY);
      const row = await createPostTemplate(ctx.db, { ...caller, name, content }).catch(
        rethrowRefusal,
      );
      return (await withTemplateImages(ctx.db, { tenantId: caller.tenantId, rows: [row] }))[0]!;
    },
    updatePostTemplate: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "post");
      const id = parseInput(idSchema, args.id);
      const name = parseInput(templateNameSchema, args.input.name);
      const content = parseContent(args.input.content, TEMPLATE_TODAY);
      const row = await updatePostTemplate(ctx.db, { ...caller, id, name, content }).catch(
        rethrowRefusal,
      );
      if (!row) throw notFound();
      return (await withTemplateImages(ctx.db, { tenantId: caller.tenantId, rows: [row] }))[0]!;
    },
    deletePostTemplate: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "post");
      if (!(await deletePostTemplate(ctx.db, { tenantId, id: parseInput(idSchema, args.id) })))
        throw notFound();
      return true;
    },
  },
  Post: {
    content: (post) => ({ content: post.content, images: post.images }),
    counts: (post: PostRecord) => ({
      total: Object.values(post.counts).reduce((sum, n) => sum + n, 0),
      pending: post.counts.PENDING,
      processing: post.counts.PROCESSING,
      live: post.counts.LIVE,
      rejected: post.counts.REJECTED,
      fails: post.counts.FAILS,
      deleted: post.counts.DELETED,
    }),
    stores: async (post, args, ctx) => {
      const params = parseInput(postStoresSchema, withoutNulls(args));
      return postStores(ctx.db, { tenantId: post.tenantId, postId: post.id, ...params });
    },
  },
  PostContent: {
    type: (parent) => parent.content.type,
    title: (parent) => parent.content.title,
    secondTitle: (parent) => parent.content.secondTitle ?? null,
    thirdTitle: (parent) => parent.content.thirdTitle ?? null,
    description: (parent) => parent.content.description,
    secondDescription: (parent) => parent.content.secondDescription ?? null,
    images: (parent) => parent.images.map(toResource),
    validFrom: (parent) => parent.content.validFrom ?? null,
    validTo: (parent) => parent.content.validTo ?? null,
    redeemOnlineUrl: (parent) => parent.content.redeemOnlineUrl ?? null,
    url: (parent) => parent.content.url ?? null,
    couponCode: (parent) => parent.content.couponCode ?? null,
    termsConditions: (parent) => parent.content.termsConditions ?? null,
    actionType: (parent) => parent.content.actionType ?? null,
    utmValue: (parent) => parent.content.utmValue ?? null,
    summary: (parent) => composeSummary(parent.content),
    buttonUrl: (parent) => postButtonUrl(parent.content),
  },
  PostTemplate: {
    content: (template) => ({ content: template.content, images: template.images }),
  },
};
