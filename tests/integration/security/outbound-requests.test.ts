// Requests to addresses a tenant names (issue 22): the BigQuery connector's test POSTed to the
// token_uri of the uploaded key file (http://127.0.0.1:<port>/ was called and its error text
// echoed back), 15 aliased testConnector calls made 15 requests, and the maps simulator fetched
// any sourceUrl it was handed. A local server stands in for the internal target and counts what
// reaches it; names resolve through the system except Google's, which fail at once here, so no
// test leaves this machine.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { exportPKCS8, generateKeyPair } from "jose";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { CreateMediaItemInput } from "@/lib/maps/types";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMediaSourceFetch } from "@/lib/maps-simulator/media/source-fetch";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import { noisyJpeg } from "@/tests/integration/helpers/images";
import {
  closeSimulator,
  openSimulator,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, options: object) => {
    if (/(^|\.)googleapis\.com$/.test(host))
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return real.lookup(host, options as never);
  }) as typeof real.lookup;
  return { ...real, lookup, default: { ...real, lookup } };
});

/** Words only the far side says: the client must never read them. */
const FAR_SIDE = "far-side-secret-7d1c";

type Local = { origin: string; port: string; hits: () => number };
const servers: Server[] = [];
let photoBytes: Buffer;

async function listen(
  handler: (
    url: string,
    respond: (status: number, body: string | Buffer, headers?: object) => void,
  ) => void,
): Promise<Local> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    request.resume();
    handler(request.url ?? "/", (status, body, headers = {}) => {
      response.writeHead(status, headers as Record<string, string>);
      response.end(body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = String((server.address() as AddressInfo).port);
  return { origin: `http://127.0.0.1:${port}`, port, hits: () => hits };
}

/** The internal service a tenant aims at: it answers everything, with words of its own. */
let target: Local;
/** A stand-in for BigQuery and Google's token endpoint, named by the operator's env. */
let bigQuery: Local;

let sim: SimFixture;
let f: Fixture;
let acme: MapsClient;
const tokens: Record<string, string> = {};
let warnings: string[] = [];

beforeAll(async () => {
  photoBytes = await noisyJpeg(400, 400);
  target = await listen((url, respond) =>
    url.endsWith(".jpg")
      ? respond(200, photoBytes, { "content-type": "image/jpeg" })
      : respond(400, JSON.stringify({ error: FAR_SIDE, error_description: FAR_SIDE })),
  );
  bigQuery = await listen((url, respond) =>
    respond(
      200,
      JSON.stringify(
        url === "/token" ? { access_token: "fake-token" } : { id: "acme-data:exports" },
      ),
      { "content-type": "application/json" },
    ),
  );
  sim = await openSimulator(6);
  f = await seedTwoTenantFixture(sim.handle.db);
  for (const user of ["adminA", "adminB"])
    tokens[user] = await tokenFor(sim.handle.db, f.users[user]!);
  acme = createMapsClient({ accessToken: sim.acme, fetch: simulatorFetch });
  // The real fetch of the simulator, through the outbound guard.
  setMediaSourceFetch(null);
}, 120_000);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(async () => {
  servers.forEach((server) => server.close());
  await closeSimulator(sim);
});

function quietWarnings() {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
  });
}

async function as(user: string, query: string, variables?: Record<string, unknown>) {
  const yoga = createGraphQLServer({ getDb: async () => sim.handle.db });
  return callGraphQL(yoga, query, { token: tokens[user], variables });
}

const SAVE = `mutation($input: SaveConnectorInput!) { saveConnector(input: $input) { state } }`;
const TEST = `mutation { testConnector(type: BIGQUERY) { ok error connector { state lastError } } }`;
const CONNECTORS = `query { connectors { type lastError } }`;

async function keyFile(extra: Record<string, string> = {}) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return JSON.stringify({
    type: "service_account",
    client_email: "extract@acme-data.iam.gserviceaccount.com",
    private_key: await exportPKCS8(privateKey),
    ...extra,
  });
}

async function saveBigQuery(user: string, credentials: string) {
  const saved = await as(user, SAVE, {
    input: {
      type: "BIGQUERY",
      bigQuery: { projectId: "acme-data", datasetId: "exports", credentials },
    },
  });
  expect(saved.body.errors).toBeUndefined();
}

describe("the BigQuery connector's test", () => {
  it("never calls the key file's token_uri: Google's token endpoint only, and no far-side text", async () => {
    quietWarnings();
    vi.stubEnv("BIGQUERY_TOKEN_URL", "");
    vi.stubEnv("BIGQUERY_API_URL", "");
    await saveBigQuery("adminA", await keyFile({ token_uri: `${target.origin}/token` }));
    const before = target.hits();
    const tested = await as("adminA", TEST);
    expect(target.hits()).toBe(before);
    // Google is out of reach on this machine: a fixed code says so, translated by the page.
    expect(tested.body.data.testConnector).toEqual({
      ok: false,
      error: "CONNECTION_FAILED",
      connector: { state: "ERROR", lastError: "CONNECTION_FAILED" },
    });
    expect(JSON.stringify(tested.body)).not.toContain(FAR_SIDE);
    expect(JSON.stringify((await as("adminA", CONNECTORS)).body)).not.toContain(FAR_SIDE);
  });

  it("runs one test per request, however many aliases ask for it", async () => {
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", bigQuery.origin);
    vi.stubEnv("BIGQUERY_TOKEN_URL", `${bigQuery.origin}/token`);
    vi.stubEnv("BIGQUERY_API_URL", bigQuery.origin);
    await saveBigQuery("adminA", await keyFile());
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `t${i}: testConnector(type: BIGQUERY) { ok error }`,
    ).join(" ");
    const before = bigQuery.hits();
    const answer = await as("adminA", `mutation { ${aliases} }`);
    // One token and one dataset read: the test that ran, and only it.
    expect(bigQuery.hits() - before).toBe(2);
    const codes = (answer.body.errors ?? []).map(
      (e: { extensions?: { code?: string } }) => e.extensions?.code,
    );
    // The second alias is refused (and ends the mutation: its field cannot be null).
    expect(codes[0]).toBe("RATE_LIMITED");
    expect(new Set(codes)).toEqual(new Set(["RATE_LIMITED"]));
    // The one test that ran passed: the connector says so.
    const list = await as("adminA", `query { connectors { type state lastError } }`);
    expect(list.body.data.connectors[1]).toEqual({
      type: "BIGQUERY",
      state: "READY",
      lastError: null,
    });
  });

  it("limits a tenant's tests a minute, before anything is called", async () => {
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", bigQuery.origin);
    vi.stubEnv("BIGQUERY_TOKEN_URL", `${bigQuery.origin}/token`);
    vi.stubEnv("BIGQUERY_API_URL", bigQuery.origin);
    await saveBigQuery("adminB", await keyFile());
    const before = bigQuery.hits();
    for (let i = 0; i < 5; i++)
      expect((await as("adminB", TEST)).body.data.testConnector.ok, `test ${i + 1}`).toBe(true);
    expect(bigQuery.hits() - before).toBe(10);
    const refused = await as("adminB", TEST);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect(bigQuery.hits() - before).toBe(10);
  });
});

const published = Array.from({ length: 6 }, (_, i) => i)
  .filter((i) => simLocationTraits(i).verification === "COMPLETED")
  .map((i) => simLocationId("1001", i));

const photo = (sourceUrl: string) =>
  ({
    mediaFormat: "PHOTO",
    locationAssociation: { category: "EXTERIOR" },
    sourceUrl,
  }) as CreateMediaItemInput;

/** The simulator's answer to media.create from `sourceUrl`, as its caller reads it. */
async function createFrom(sourceUrl: string) {
  return acme.createMedia("1001", published[0]!, photo(sourceUrl)).then(
    (item) => ({ created: item.name }),
    (error: unknown) => {
      expect(error).toBeInstanceOf(MapsApiError);
      const { status, message } = error as MapsApiError;
      return { status, message };
    },
  );
}

const REFUSED = { status: 400, message: "Fetching image failed." };

describe("the maps simulator's fetch of a sourceUrl", () => {
  it("reaches no loopback address, however it is written", async () => {
    quietWarnings();
    const before = target.hits();
    for (const host of ["127.0.0.1", "localhost", "0.0.0.0", "[::ffff:127.0.0.1]", "2130706433"])
      expect(await createFrom(`http://${host}:${target.port}/photo.jpg`), host).toEqual(REFUSED);
    expect(target.hits()).toBe(before);
    expect(warnings.every((line) => line.includes("ADDRESS_REFUSED"))).toBe(true);
  });

  it("refuses private, link-local and metadata addresses without connecting", async () => {
    quietWarnings();
    for (const url of [
      "http://10.20.30.40/photo.jpg",
      "http://192.168.0.10/photo.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/latest/meta-data/",
      "http://metadata.google.internal/computeMetadata/v1/",
    ])
      expect(await createFrom(url), url).toEqual(REFUSED);
    expect(warnings).toHaveLength(5);
    expect(warnings.every((line) => line.includes("ADDRESS_REFUSED"))).toBe(true);
  });

  it("checks a redirect again: an allowed origin cannot send the fetch to loopback", async () => {
    quietWarnings();
    const redirector = await listen((_url, respond) =>
      respond(302, "", { location: `${target.origin}/photo.jpg` }),
    );
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", redirector.origin);
    const before = target.hits();
    expect(await createFrom(`${redirector.origin}/photo.jpg`)).toEqual(REFUSED);
    expect(redirector.hits()).toBe(1);
    expect(target.hits()).toBe(before);
  });

  it("in production fetches over https only", async () => {
    quietWarnings();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("MAPS_SERVICE", "simulator");
    const before = target.hits();
    expect(await createFrom(`http://localhost:${target.port}/photo.jpg`)).toEqual(REFUSED);
    expect(target.hits()).toBe(before);
    expect(warnings.join("\n")).toContain("HTTPS_REQUIRED");
  });

  it("fetches from an origin OUTBOUND_ALLOWED_ORIGINS names (a stand-in server)", async () => {
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", target.origin);
    const before = target.hits();
    const answer = await createFrom(`${target.origin}/photo.jpg`);
    expect(answer).toMatchObject({ created: expect.stringContaining("/media/") });
    expect(target.hits()).toBe(before + 1);
  });

  it("fetches the app's own files: the simulator's one exception is APP_URL's origin", async () => {
    vi.stubEnv("APP_URL", target.origin);
    const before = target.hits();
    const answer = await createFrom(`${target.origin}/photo.jpg`);
    expect(answer).toMatchObject({ created: expect.stringContaining("/media/") });
    expect(target.hits()).toBe(before + 1);
  });
});
