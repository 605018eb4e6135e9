// The one guarded fetch for addresses a tenant names: a BigQuery token_uri at 127.0.0.1 was
// called by the server and its answer echoed back. Local servers stand in for the far side and
// count what reaches them; names resolve through a stub so no test leaves this machine.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const resolved = vi.hoisted(() => new Map<string, string[]>());
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = vi.fn(async (host: string) => {
    const addresses = resolved.get(host);
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  });
  return { ...real, lookup, default: { ...real, lookup } };
});

const { lookup } = await import("node:dns/promises");
const { allowedOrigins, guardedFetch } = await import("@/lib/security/outbound-fetch");

type Local = { origin: string; hits: () => number; headers: () => Record<string, unknown>[] };
const servers: Server[] = [];

async function serve(handler: Parameters<typeof createServer>[1]): Promise<Local> {
  const seen: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    handler!(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits: () => seen.length, headers: () => seen };
}

let target: Local;
beforeAll(async () => {
  // Each refusal is logged for the operator: quiet here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  target = await serve((_request, response) => response.end('{"error":"secret far-side text"}'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.mocked(lookup).mockClear();
});
afterAll(() => servers.forEach((server) => server.close()));

const refusal = (url: string, options?: Parameters<typeof guardedFetch>[1]) =>
  guardedFetch(url, options).then(
    () => "answered",
    (error: { code?: string; message: string }) => {
      expect(error.message).not.toMatch(/secret/);
      return error.code;
    },
  );

describe("guardedFetch", () => {
  it("refuses loopback, private, link-local and metadata addresses before connecting", async () => {
    const port = new URL(target.origin).port;
    for (const host of [
      "127.0.0.1",
      "0.0.0.0",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "2130706433",
      "10.0.0.5",
      "192.168.1.10",
      "100.64.0.1",
      "169.254.169.254",
      "[fd00:ec2::254]",
      "[fe80::1]",
    ])
      expect(await refusal(`http://${host}:${port}/token`), host).toBe("ADDRESS_REFUSED");
    expect(await refusal(`http://metadata.google.internal/computeMetadata/v1/`)).toBe(
      "ADDRESS_REFUSED",
    );
    expect(target.hits()).toBe(0);
  });

  it("refuses a name that resolves to loopback or a private address, even among public ones", async () => {
    resolved.set("loopback.example.test", ["127.0.0.1"]);
    resolved.set("mixed.example.test", ["8.8.8.8", "10.1.2.3"]);
    resolved.set("v6.example.test", ["::1"]);
    const port = new URL(target.origin).port;
    for (const name of ["loopback.example.test", "mixed.example.test", "v6.example.test"])
      expect(await refusal(`http://${name}:${port}/`), name).toBe("ADDRESS_REFUSED");
    expect(await refusal("https://nowhere.example.test/")).toBe("UNREACHABLE");
    expect(target.hits()).toBe(0);
  });

  it("calls an allowed origin and reads its answer, capped", async () => {
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", `https://elsewhere.test, ${target.origin}/ignored-path`);
    expect(allowedOrigins()).toEqual(new Set(["https://elsewhere.test", target.origin]));
    const answer = await guardedFetch(`${target.origin}/token`, { method: "POST", body: "x=1" });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ error: "secret far-side text" });
    expect(await refusal(`${target.origin}/token`, { maxBytes: 10 })).toBe("TOO_LARGE");
  });

  it("checks every redirect again: an allowed origin cannot send the request to loopback", async () => {
    const redirector = await serve((request, response) => {
      const to = request.url === "/same" ? "/final" : `${target.origin}/token`;
      if (request.url === "/final") return response.end("done");
      response.writeHead(302, { location: to }).end();
    });
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", redirector.origin);
    const before = target.hits();
    expect(await refusal(`${redirector.origin}/away`)).toBe("ADDRESS_REFUSED");
    expect(target.hits()).toBe(before);
    expect((await guardedFetch(`${redirector.origin}/same`)).text()).toBe("done");
    expect(await refusal(`${redirector.origin}/same`, { maxRedirects: 0 })).toBe("answered");
  });

  it("drops credentials on a redirect to another origin and stops after a few redirects", async () => {
    const loop = await serve((_request, response) =>
      response.writeHead(307, { location: "/again" }).end(),
    );
    const hop = await serve((_request, response) =>
      response.writeHead(302, { location: `${target.origin}/landed` }).end(),
    );
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", `${loop.origin},${hop.origin},${target.origin}`);
    expect(await refusal(`${loop.origin}/`)).toBe("TOO_MANY_REDIRECTS");
    expect(loop.hits()).toBe(4);
    await guardedFetch(`${hop.origin}/`, { headers: { Authorization: "Bearer token" } });
    expect(hop.headers()[0]).toMatchObject({ authorization: "Bearer token" });
    expect(target.headers().at(-1)).not.toHaveProperty("authorization");
  });

  it("in production calls https only, before resolving anything", async () => {
    vi.stubEnv("NODE_ENV", "production");
    resolved.set("files.example.test", ["8.8.8.8"]);
    expect(await refusal("http://files.example.test/photo.jpg")).toBe("HTTPS_REQUIRED");
    expect(lookup).not.toHaveBeenCalled();
    // The allowance is the one exception, for the origins it names only.
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", target.origin);
    expect((await guardedFetch(`${target.origin}/`)).status).toBe(200);
  });

  it("gives up at its deadline", async () => {
    const silent = await serve(() => {});
    vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", silent.origin);
    const started = Date.now();
    expect(await refusal(`${silent.origin}/`, { timeoutMs: 200 })).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses addresses that are not http(s) or carry credentials", async () => {
    expect(await refusal("file:///etc/passwd")).toBe("URL_INVALID");
    expect(await refusal("https://user:pass@example.test/")).toBe("URL_INVALID");
    expect(await refusal("not a url")).toBe("URL_INVALID");
  });
});
