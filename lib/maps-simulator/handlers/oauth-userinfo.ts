import "server-only";
import { getDb } from "@/lib/db/client";
import { json } from "../http";
import { findIdentity } from "../identity-store";
import { userInfoClaims } from "../oauth/claims";
import { bearerToken, findLiveToken } from "../tokens";

function invalidCredentials(): Response {
  return json({ error: "invalid_request", error_description: "Invalid Credentials" }, 401, {
    "WWW-Authenticate": 'Bearer realm="maps-sim", error="invalid_token"',
  });
}

export async function userInfo(request: Request): Promise<Response> {
  const token = bearerToken(request);
  if (!token) return invalidCredentials();
  const db = await getDb();
  const row = await findLiveToken(db, token, "access");
  const identity = row && (await findIdentity(db, row.sub));
  if (!row || !identity) return invalidCredentials();
  return json(userInfoClaims(identity, row.scope));
}
