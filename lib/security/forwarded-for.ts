// Node only (instrumentation.ts installs it). Next's server sets x-forwarded-for from the socket's
// address only when the request has none, so a client could name any address it likes. With no
// trusted proxy in front (TRUSTED_PROXY_HOPS=0), the header a client sends is dropped before Next
// reads the request: Next then fills it with the socket's address, the only one to trust.
import type { IncomingMessage } from "node:http";
import http from "node:http";
import https from "node:https";
import { trustedProxyHops } from "@/lib/auth/client-ip";

/** Drops what a client may not tell about its own address, given the trusted proxy hops. */
export function stripUntrustedForwardedFor(request: IncomingMessage, hops: number): void {
  if (hops > 0) return;
  delete request.headers["x-forwarded-for"];
}

const INSTALLED = Symbol.for("storeplus.forwardedForGuard");

/** Wraps the `request` event of every HTTP(S) server of the process, once. */
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
