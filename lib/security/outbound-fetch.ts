import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { classifyAddress } from "./ip-address";

// The one way the server calls an address a tenant named or steers (a media sourceUrl, a
// connector's endpoint), so a tenant cannot make it call loopback, private hosts or the metadata
// endpoint. Every hop is checked after DNS and connected to the very addresses checked (no second
// lookup for a rebinding DNS server); redirects are followed by hand and checked again. Failures
// carry a fixed code, never the far side's words. OUTBOUND_ALLOWED_ORIGINS (the tests' servers) and
// `allowOrigins` exempt operator-configured origins; nothing a tenant names is exempt.

export type OutboundFailure =
  | "URL_INVALID"
  | "HTTPS_REQUIRED"
  | "ADDRESS_REFUSED"
  | "UNREACHABLE"
  | "TIMEOUT"
  | "TOO_LARGE"
  | "TOO_MANY_REDIRECTS";

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundFailure,
    options?: { cause?: unknown },
  ) {
    super(`Outbound request failed: ${code}`, options);
    this.name = "OutboundError";
  }
}

export type OutboundRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
  /** A longer answer fails with TOO_LARGE, read no further. */
  maxBytes?: number;
  /** 0 answers a redirect as it is (not ok); past the count, TOO_MANY_REDIRECTS. */
  maxRedirects?: number;
  /** Origins of the operator's own configuration exempt like OUTBOUND_ALLOWED_ORIGINS; never a tenant's. */
  allowOrigins?: readonly string[];
};

export type OutboundResponse = {
  status: number;
  ok: boolean;
  url: string;
  header: (name: string) => string | undefined;
  body: Buffer;
  text: () => string;
  json: <T>() => T | undefined;
};

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 3 };

/** Names that are never the public internet, whatever a resolver answers for them. */
const LOCAL_NAMES = /(^|\.)(localhost|internal|local)$|^metadata(\.goog)?$/i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function allowedOrigins(env: Record<string, string | undefined> = process.env): Set<string> {
  const origins = new Set<string>();
  for (const entry of (env.OUTBOUND_ALLOWED_ORIGINS ?? "").split(/[\s,]+/)) {
    if (!entry || !URL.canParse(entry)) continue;
    const origin = new URL(entry).origin;
    if (origin !== "null") origins.add(origin);
  }
  return origins;
}

type Resolved = { address: string; family: number }[];

function refuse(code: OutboundFailure, detail: string, cause?: unknown): never {
  console.warn(`outbound request refused (${code}): ${detail}`);
  throw new OutboundError(code, { cause });
}

async function checkTarget(url: URL, exempt: ReadonlySet<string>): Promise<Resolved | null> {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    refuse("URL_INVALID", `scheme ${url.protocol}`);
  if (url.username || url.password) refuse("URL_INVALID", "credentials in the address");
  if (exempt.has(url.origin)) return null;
  if (process.env.NODE_ENV === "production" && url.protocol !== "https:")
    refuse("HTTPS_REQUIRED", url.origin);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (classifyAddress(host) !== "public") refuse("ADDRESS_REFUSED", url.host);
    return [{ address: host, family: isIP(host) }];
  }
  if (LOCAL_NAMES.test(host)) refuse("ADDRESS_REFUSED", url.host);
  let addresses: Resolved;
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    return refuse("UNREACHABLE", `${url.host} does not resolve`, error);
  }
  if (addresses.length === 0) refuse("UNREACHABLE", `${url.host} does not resolve`);
  const bad = addresses.find((a) => classifyAddress(a.address) !== "public");
  if (bad) refuse("ADDRESS_REFUSED", `${url.host} resolves to ${bad.address}`);
  return addresses;
}

/** No second DNS lookup: the connection uses the addresses already checked. */
function pinned(addresses: Resolved): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

type Hop = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function exchange(
  url: URL,
  addresses: Resolved | null,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  const headers = { ...init.headers };
  if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method,
        headers,
        agent: false,
        signal,
        ...(addresses ? { lookup: pinned(addresses) } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume();
          return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutboundError("TOO_LARGE"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

function toResponse(url: URL, hop: Hop): OutboundResponse {
  const text = () => hop.body.toString("utf8");
  return {
    status: hop.status,
    ok: hop.status >= 200 && hop.status < 300,
    url: url.toString(),
    header: (name) => {
      const value = hop.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    body: hop.body,
    text,
    json: <T>() => {
      try {
        return JSON.parse(text()) as T;
      } catch {
        return undefined;
      }
    },
  };
}

export async function guardedFetch(
  input: string,
  options: OutboundRequest = {},
): Promise<OutboundResponse> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...OUTBOUND_DEFAULTS, ...options };
  if (!URL.canParse(input)) refuse("URL_INVALID", "not a URL");
  let url = new URL(input);
  let method = (options.method ?? "GET").toUpperCase();
  let body = options.body;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {}))
    headers[name.toLowerCase()] = value;
  const exempt = allowedOrigins();
  for (const origin of options.allowOrigins ?? []) exempt.add(new URL(origin).origin);
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; ; hop++) {
    const addresses = await checkTarget(url, exempt);
    let answer: Hop;
    try {
      answer = await exchange(url, addresses, { method, headers, body }, signal, maxBytes);
    } catch (error) {
      if (error instanceof OutboundError) refuse(error.code, url.host);
      if (signal.aborted) refuse("TIMEOUT", url.host, error);
      return refuse("UNREACHABLE", url.host, error);
    }
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location || maxRedirects === 0)
      return toResponse(url, answer);
    if (hop >= maxRedirects) refuse("TOO_MANY_REDIRECTS", url.host);
    if (!URL.canParse(location, url)) refuse("URL_INVALID", "redirect to a bad address");
    const next = new URL(location, url);
    // Credentials meant for one origin never follow a redirect to another.
    if (next.origin !== url.origin) {
      delete headers.authorization;
      delete headers.cookie;
    }
    const toGet =
      answer.status === 303 || ([301, 302].includes(answer.status) && method === "POST");
    if (toGet) {
      method = "GET";
      body = undefined;
      delete headers["content-type"];
    }
    url = next;
  }
}
