import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. */
function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The answer refusing a call to /api/cron/*, or null when it may go on. Off (404) unless
 * CRON_SECRET is set, so nobody else can make the jobs run.
 */
export function cronRefusal(request: Request, env = process.env): Response | null {
  const secret = env.CRON_SECRET;
  if (!secret || secret.length < 16) return new Response(null, { status: 404 });
  if (!authorized(request, secret)) return new Response(null, { status: 401 });
  return null;
}
