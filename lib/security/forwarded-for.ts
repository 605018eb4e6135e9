// Node only (instrumentation.ts installs it). Next sets x-forwarded-for from the socket only when
// the request has none, so with no trusted proxy in front the client's header is dropped first.
import type { IncomingMessage } from "node:http";
import http from "node:http";
import https from "node:https";
import { trustedProxyHops } from "@/lib/auth/client-ip";

export function stripUntrustedForwardedFor(request: IncomingMessage, hops: number): void {
  if (hops > 0) return;
  delete request.headers["x-forwarded-for"];
}

const INSTALLED = Symbol.for("storeplus.forwardedForGuard");

export function installForwardedForGuard(hops: number = trustedProxyHops()): void {
  const globals = globalThis as { [INSTALLED]?: boolean };
  if (globals[INSTALLED]) return;
  globals[INSTALLED] = true;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as (event: string | symbol, ...args: unknown[]) => boolean;
    Server.prototype.emit = function guardedEmit(
      this: http.Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      if (event === "request") stripUntrustedForwardedFor(args[0] as IncomingMessage, hops);
      return emit.call(this, event, ...args);
    } as typeof Server.prototype.emit;
  }
}
