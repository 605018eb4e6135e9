// Server components query the schema in-process: the link must apply the same session, tenant and
// role checks as the HTTP endpoint, since nothing in between checks again.
import { ApolloClient, gql, InMemoryCache, type TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { createInProcessLink } from "@/lib/apollo/in-process-link";
import { DEFAULT_OPTIONS } from "@/lib/apollo/default-options";
import { moduleStatusQuery } from "@/lib/module-status/operations";
import { currentUserQuery } from "@/lib/users/operations";
import type { Db } from "@/lib/db/client";
import { createGraphQLContext } from "@/lib/graphql/context";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

let close: () => Promise<void>;
let db: Db;
let fx: Fixture;

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
});

afterAll(async () => close?.());

/** A client as a server render of a browser request carrying `cookie` would build it. */
function clientFor(cookie?: string) {
  const request = new Request("http://localhost/api/graphql", {
    headers: cookie ? { cookie } : {},
  });
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: createInProcessLink(() => createGraphQLContext(db, request)),
    defaultOptions: DEFAULT_OPTIONS,
  });
}

const STORES: TypedDocumentNode<{ locations: { total: number; items: { _id: string }[] } }> = gql`
  query InProcessStores {
    locations(limit: 50) {
      total
      items {
        _id
      }
    }
  }
`;

describe("in-process link", () => {
  it("answers with the request's own tenant", async () => {
    const token = await tokenFor(db, fx.users.adminB);
    const { data, error } = await clientFor(`${SESSION_COOKIE_NAME}=${token}`).query({
      query: STORES,
    });
    expect(error).toBeUndefined();
    expect(data?.locations.total).toBe(2);
    expect(data?.locations.items.map((l) => l._id).sort()).toEqual([...fx.locationsB].sort());
  });

  it("refuses a role without the store section and an anonymous render", async () => {
    const token = await tokenFor(db, fx.users.reviewsA);
    const refused = await clientFor(`${SESSION_COOKIE_NAME}=${token}`).query({ query: STORES });
    expect(
      CombinedGraphQLErrors.is(refused.error) && refused.error.errors[0].extensions?.code,
    ).toBe("FORBIDDEN");
    const anonymous = await clientFor().query({ query: STORES });
    expect(
      CombinedGraphQLErrors.is(anonymous.error) && anonymous.error.errors[0].extensions?.code,
    ).toBe("UNAUTHENTICATED");
  });

  it("runs the shared typed operations (the shell's user and module status)", async () => {
    const token = await tokenFor(db, fx.users.leadA);
    const client = clientFor(`${SESSION_COOKIE_NAME}=${token}`);
    const user = await client.query({ query: currentUserQuery });
    expect(user.error).toBeUndefined();
    expect(user.data?.user.me).toMatchObject({
      _id: fx.users.leadA,
      tenant: fx.tenantA,
      isLeads: true,
      leadStep: "locations",
      roles: [],
    });
    expect(user.data?.user.googleAdsAccount?.customerId).toBe("1111111111");
    const modules = await client.query({ query: moduleStatusQuery });
    expect(modules.data?.moduleStatus.map((m) => m.name)).toEqual(["ads", "stores"]);
  });
});
