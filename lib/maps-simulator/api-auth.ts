import "server-only";
import type { Db } from "@/lib/db/client";
import { BUSINESS_MANAGE_SCOPE } from "@/lib/maps/config";
import { invalidArgument, permissionDenied } from "./http";
import { managesAccount } from "./identity-store";
import { chargeRequest } from "./quotas";
import { authenticate, type Caller } from "./tokens";

const BUSINESS_SCOPES = [
  BUSINESS_MANAGE_SCOPE,
  "https://www.googleapis.com/auth/plus.business.manage",
];

// The call counts against its project's per-minute quota of the API family it reaches.
export async function businessCaller(db: Db, request: Request): Promise<Caller> {
  const caller = await authenticate(db, request);
  if (!BUSINESS_SCOPES.some((scope) => caller.scopes.has(scope))) {
    throw permissionDenied("Request had insufficient authentication scopes.");
  }
  await chargeRequest(db, request, caller.clientId);
  return caller;
}

export function checkAccountId(accountId: string): string {
  if (!/^\d{1,20}$/.test(accountId))
    throw invalidArgument("parent", "Invalid account resource name");
  return accountId;
}

/** Unknown and foreign accounts look alike (403), so ids of other people's accounts are not confirmed. */
export async function requireManagedAccount(
  db: Db,
  caller: Caller,
  accountId: string,
): Promise<void> {
  if (!(await managesAccount(db, caller.sub, checkAccountId(accountId)))) throw permissionDenied();
}
