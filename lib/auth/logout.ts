import "server-only";
import type { Db } from "@/lib/db/client";
import { recordLogout } from "./sign-in-events";
import { isValidLogoutToken } from "./logout-token";
import type { RequestMeta } from "./request-meta";
import type { SessionClaims } from "./types";
import { bumpSessionVersion } from "./user-access";

// Without the session's logout token nothing changes, so only a page of ours can sign the user out.
export async function logoutUser(
  db: Db,
  input: { claims: SessionClaims; token: unknown; meta: RequestMeta },
): Promise<boolean> {
  const { claims, token, meta } = input;
  if (!isValidLogoutToken(claims, token)) return false;
  await bumpSessionVersion(db, claims.userId);
  await recordLogout(db, {
    userId: claims.userId,
    tenantId: claims.tenantId,
    kind: claims.kind,
    source: "web",
    ...meta,
  });
  return true;
}
