import { describe, expect, it } from "vitest";
import {
  DeleteResourceMutation,
  ResourcesLibraryQuery,
  UpdateResourceMutation,
} from "@/lib/files/operations";
import { callGraphQL, type GraphQLDocument } from "@/tests/integration/helpers/graphql-fixtures";
import { ctx, upload, withFilesFixture } from "./files-fixture";
import { noisyJpeg, noisyPng } from "@/tests/integration/helpers/images";

withFilesFixture();

const LIST = ResourcesLibraryQuery;
const UPDATE = UpdateResourceMutation;
const DELETE = DeleteResourceMutation;

const gql = (
  token: string | undefined,
  query: GraphQLDocument,
  variables?: Record<string, unknown>,
) => callGraphQL(ctx.yoga, query, { token, variables });

describe("resources in GraphQL", () => {
  it("lists, finds by tag and search, renames, retags and deletes within the tenant", async () => {
    const admin = ctx.tokens.adminA!;
    const a = await upload(await noisyJpeg(300, 200), {
      token: admin,
      name: "front-door",
      tags: "storefront,2026",
    });
    const b = await upload(await noisyPng(150, 150), {
      token: admin,
      name: "logo-square",
      tags: "logo",
      type: "image/png",
      fileName: "logo.png",
    });
    const other = await upload(await noisyJpeg(200, 200), {
      token: ctx.tokens.adminB,
      name: "front-door",
      tags: "storefront",
    });
    expect([a.status, b.status, other.status]).toEqual([201, 201, 201]);

    const all = await gql(admin, LIST);
    expect(all.body.data.resources.items.map((r: { name: string }) => r.name)).toEqual([
      "logo-square",
      "front-door",
    ]);
    expect(all.body.data.resources.items[0].url).toMatch(/^\/api\/files\/[0-9a-f-]+\?exp=\d+&sig=/);
    const byTag = await gql(admin, LIST, { filter: { tag: "StoreFront" } });
    expect(byTag.body.data.resources).toMatchObject({ total: 1, items: [{ id: a.body.id }] });
    const bySearch = await gql(admin, LIST, { filter: { search: "LOGO" } });
    expect(bySearch.body.data.resources.items.map((r: { id: string }) => r.id)).toEqual([
      b.body.id,
    ]);

    const renamed = await gql(admin, UPDATE, {
      input: { id: a.body.id, name: "entrance", tags: ["Door", "door,night"] },
    });
    expect(renamed.body.data.updateResource).toMatchObject({
      id: a.body.id,
      name: "entrance",
      tags: ["door", "night"],
    });
    const taken = await gql(admin, UPDATE, { input: { id: a.body.id, name: "LOGO-square" } });
    expect(taken.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(taken.body.errors[0].message).toContain("NAME_TAKEN");
    const spaced = await gql(admin, UPDATE, { input: { id: a.body.id, name: "a b" } });
    expect(spaced.body.errors[0].message).toContain("NAME_INVALID");

    // Tenant B sees only its own file, and cannot touch tenant A's.
    const bList = await gql(ctx.tokens.adminB, LIST);
    expect(bList.body.data.resources.items.map((r: { id: string }) => r.id)).toEqual([
      other.body.id,
    ]);
    const foreign = await gql(ctx.tokens.adminB, DELETE, { id: a.body.id });
    expect(foreign.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const foreignRename = await gql(ctx.tokens.adminB, UPDATE, {
      input: { id: a.body.id, name: "mine" },
    });
    expect(foreignRename.body.errors[0].extensions.code).toBe("NOT_FOUND");

    expect((await gql(admin, DELETE, { id: b.body.id })).body.data.deleteResource).toBe(true);
    expect((await gql(admin, LIST)).body.data.resources.total).toBe(1);
  });

  it("lets FILES, GMB_FILES_REVIEWS and MEDIA read; only the files section edits", async () => {
    for (const role of ["FILES", "GMB_FILES_REVIEWS", "MEDIA"])
      expect((await gql(ctx.tokens[role], LIST)).body.data?.resources, role).toBeTruthy();
    for (const key of ["reviewsA", "storeA"])
      expect((await gql(ctx.tokens[key], LIST)).body.errors[0].extensions.code, key).toBe(
        "FORBIDDEN",
      );
    const { body } = await upload(await noisyJpeg(200, 200), {
      token: ctx.tokens.FILES,
      name: "by-files",
    });
    const byMedia = await gql(ctx.tokens.MEDIA, DELETE, { id: body.id });
    expect(byMedia.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const byShared = await gql(ctx.tokens.GMB_FILES_REVIEWS, DELETE, { id: body.id });
    expect(byShared.body.data.deleteResource).toBe(true);
  });
});
