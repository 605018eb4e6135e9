import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { clientIpFromHeaders } from "./client-ip";

export type RequestMeta = { ip: string | null; userAgent: string | null };

// Real browsers send a few hundred characters; anything longer is noise someone chose to store.
const USER_AGENT_MAX = 512;

export function requestMetaFromHeaders(headers: Headers): RequestMeta {
  const userAgent = headers.get("user-agent")?.trim().slice(0, USER_AGENT_MAX);
  return { ip: clientIpFromHeaders(headers), userAgent: userAgent || null };
}

// Auth.js hands its events no request, so its route handlers run inside this scope.
const scope = new AsyncLocalStorage<RequestMeta>();

export function withRequestMeta<T>(headers: Headers, run: () => T): T {
  return scope.run(requestMetaFromHeaders(headers), run);
}

export function currentRequestMeta(): RequestMeta {
  return scope.getStore() ?? { ip: null, userAgent: null };
}
