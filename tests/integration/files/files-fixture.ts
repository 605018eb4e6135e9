// The resources library's integration set-up: two tenants (graphql-fixtures) plus a user of each
// role spec §6 names for files and media, a throwaway FILES_DIR, and a helper that POSTs a
// multipart upload to the route's handler as a browser would.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import type { Db } from "@/lib/db/client";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { handleUpload } from "@/lib/files/upload-handler";
import {
  addUserWithRole,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb } from "@/tests/integration/helpers/db";

export const ROLE_USERS = ["FILES", "MEDIA", "GMB_FILES_REVIEWS"] as const;

export const ctx = {} as {
  db: Db;
  close: () => Promise<void>;
  fixture: Fixture;
  yoga: GraphQLServer;
  /** Tokens by user key: adminA, reviewsA, adminB, and one per ROLE_USERS of tenant A. */
  tokens: Record<string, string>;
};

/** Two tenants, a user of each files role and a throwaway FILES_DIR, for the tests of the file that calls it. */
export function withFilesFixture(): void {
  beforeAll(async () => {
    vi.stubEnv("FILES_DIR", mkdtempSync(path.join(tmpdir(), "storeplus-files-")));
    const { db, close } = await createTestDb();
    const fixture = await seedTwoTenantFixture(db);
    const tokens: Record<string, string> = {};
    for (const key of ["adminA", "reviewsA", "adminB", "storeA"])
      tokens[key] = await tokenFor(db, fixture.users[key]!);
    for (const role of ROLE_USERS)
      tokens[role] = await addUserWithRole(db, fixture.tenantA, role, role);
    Object.assign(ctx, {
      db,
      close,
      fixture,
      yoga: createGraphQLServer({ getDb: async () => db }),
      tokens,
    });
  });

  afterAll(async () => {
    await ctx.close?.();
    vi.unstubAllEnvs();
  });
}

export type UploadOptions = {
  token?: string;
  csrf?: boolean;
  name?: string;
  tags?: string;
  fileName?: string;
  type?: string;
  locale?: "en" | "es";
};

export function uploadRequest(bytes: Uint8Array, options: UploadOptions = {}): Request {
  const form = new FormData();
  if (options.name !== undefined) form.set("name", options.name);
  if (options.tags !== undefined) form.set("tags", options.tags);
  form.set(
    "file",
    new Blob([Buffer.from(bytes)], { type: options.type ?? "image/jpeg" }),
    options.fileName ?? "photo.jpg",
  );
  const headers: Record<string, string> = { "accept-language": options.locale ?? "en" };
  if (options.csrf ?? true) headers[CSRF_HEADER] = "1";
  if (options.token) headers.cookie = `${SESSION_COOKIE_NAME}=${options.token}`;
  return new Request("http://localhost/api/files", { method: "POST", headers, body: form });
}

export async function upload(bytes: Uint8Array, options: UploadOptions = {}) {
  const response = await handleUpload(ctx.db, uploadRequest(bytes, options));
  return { status: response.status, body: await response.json() };
}

/** Files in the store (temporary ones aside): nothing is stored by a refused upload. */
export function storedFiles(): string[] {
  const root = process.env.FILES_DIR!;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(".tmp"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
