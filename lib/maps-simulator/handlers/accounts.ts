import "server-only";
import { getDb } from "@/lib/db/client";
import type { Account, ListAccountsResponse } from "@/lib/maps/types";
import { businessCaller, checkAccountId } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { json, permissionDenied } from "../http";
import { listManagedAccounts, type ManagedAccount } from "../identity-store";

const PAGE = { default: 20, max: 20 };

function toAccount(row: ManagedAccount): Account {
  return {
    name: `accounts/${row.id}`,
    accountName: row.accountName,
    type: row.type as Account["type"],
    role: row.role as Account["role"],
    verificationState: row.verificationState as Account["verificationState"],
    vettedState: row.vettedState as Account["vettedState"],
    permissionLevel:
      row.role === "PRIMARY_OWNER" || row.role === "OWNER" ? "OWNER_LEVEL" : "MEMBER_LEVEL",
  };
}

export async function listAccounts(request: Request): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const query = `accounts|${caller.sub}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const all = await listManagedAccounts(db, caller.sub);
  const page = all.slice(offset, offset + pageSize).map(toAccount);
  // proto3 JSON omits empty lists: someone without accounts gets {}.
  const body: ListAccountsResponse = page.length ? { accounts: page } : {};
  const next = nextPageToken(offset, pageSize, all.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function getAccount(request: Request, accountId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  checkAccountId(accountId);
  const account = (await listManagedAccounts(db, caller.sub)).find((row) => row.id === accountId);
  if (!account) throw permissionDenied();
  return json(toAccount(account));
}
