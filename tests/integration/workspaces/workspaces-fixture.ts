// Workspaces through GraphQL with two tenants: the server, the users' tokens and the calls the
// workspace tests share.
import { afterAll, beforeAll, expect } from "vitest";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import {
  CreateWorkspaceMutation,
  DeleteWorkspaceMutation,
  SetWorkspaceLocationsMutation,
  WorkspaceCandidatesQuery,
  WorkspaceLocationsQuery,
  WorkspaceSelectionQuery,
  WorkspacesTableQuery,
} from "@/lib/workspaces/operations";

export const LIST = WorkspacesTableQuery;
export const CREATE = CreateWorkspaceMutation;
// The app reads only the id back; these tests also check what the mutation echoes.
export const UPDATE = `mutation($id: ID!, $input: WorkspaceInput!) { updateWorkspace(id: $id, input: $input) { _id name description } }`;
export const DELETE = DeleteWorkspaceMutation;
export const SET = SetWorkspaceLocationsMutation;
export const LOCATIONS = WorkspaceLocationsQuery;
export const SELECTION = WorkspaceSelectionQuery;
export const CANDIDATES = WorkspaceCandidatesQuery;

export let testDb: TestDb;
export let f: Fixture;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};

export const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
type Answer = {
  body: { errors?: { extensions?: { code?: string; issues?: { path: string }[] } }[] };
};
/** A call without a session. */
export const anonymous = (query: GraphQLDocument) => callGraphQL(yoga, query);
export const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;
export const issuesOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.issues;

export async function createAs(user: string, name: string, description = "Some stores") {
  const answer = await as(user, CREATE, { input: { name, description } });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createWorkspace._id as string;
}

/** One database and server for the test file that calls it. */
export function startWorkspacesServer() {
  beforeAll(async () => {
    testDb = await createTestDb();
    f = await seedTwoTenantFixture(testDb.db);
    yoga = createGraphQLServer({ getDb: async () => testDb.db });
    for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
  });
  afterAll(async () => testDb.close());
}
