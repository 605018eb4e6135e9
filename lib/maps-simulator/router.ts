import "server-only";
import { SIMULATOR_PATH } from "@/lib/maps/config";
import { simulatorEnabled } from "./config";
import { getAccount, listAccounts } from "./handlers/accounts";
import { avatar } from "./handlers/avatar";
import { openIdConfiguration } from "./handlers/discovery";
import { getLocation, listLocations } from "./handlers/locations";
import { authorizeGet, authorizePost } from "./handlers/oauth-authorize";
import { tokenPost } from "./handlers/oauth-token";
import { userInfo } from "./handlers/oauth-userinfo";
import { listVerifications } from "./handlers/verifications";
import { json, notFound, SimApiError } from "./http";

type Method = "GET" | "POST";
type Handler = (request: Request, ...ids: string[]) => Response | Promise<Response>;

/** Path patterns below /api/maps-sim; ":id" captures one segment. */
const ROUTES: [Method, string, Handler][] = [
  ["GET", "oauth/authorize", authorizeGet],
  ["POST", "oauth/authorize", authorizePost],
  ["POST", "oauth/token", tokenPost],
  ["GET", "oauth/userinfo", userInfo],
  ["POST", "oauth/userinfo", userInfo],
  ["GET", ".well-known/openid-configuration", openIdConfiguration],
  ["GET", "avatars/:id", (_request, file) => avatar(file!.replace(/\.svg$/, ""))],
  ["GET", "mybusinessaccountmanagement/v1/accounts", listAccounts],
  ["GET", "mybusinessaccountmanagement/v1/accounts/:id", getAccount],
  ["GET", "mybusinessbusinessinformation/v1/accounts/:id/locations", listLocations],
  ["GET", "mybusinessbusinessinformation/v1/locations/:id", getLocation],
  ["GET", "mybusinessverifications/v1/locations/:id/verifications", listVerifications],
];

function match(pattern: string, segments: string[]): string[] | null {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return null;
  const ids: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === ":id") ids.push(segments[i]!);
    else if (parts[i] !== segments[i]) return null;
  }
  return ids;
}

function segmentsOf(request: Request): string[] | null {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf(`${SIMULATOR_PATH}/`);
  if (at < 0) return null;
  try {
    return pathname
      .slice(at + SIMULATOR_PATH.length + 1)
      .split("/")
      .filter(Boolean)
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Serves every /api/maps-sim request. With MAPS_SERVICE=google the simulator does not exist: all
 * of it answers 404.
 */
export async function handleMapsSimRequest(request: Request): Promise<Response> {
  if (!simulatorEnabled()) return new Response("Not Found", { status: 404 });
  const segments = segmentsOf(request);
  const method = request.method.toUpperCase() as Method;
  try {
    for (const [routeMethod, pattern, handler] of ROUTES) {
      const ids = segments && routeMethod === method ? match(pattern, segments) : null;
      if (ids) return await handler(request, ...ids);
    }
    throw notFound(`The requested URL was not found on this server.`);
  } catch (error) {
    if (error instanceof SimApiError) return error.toResponse();
    console.error("maps simulator failed", error);
    return json(
      { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } },
      500,
    );
  }
}
