import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { fail } from "./failure";
import { adsSimCustomers, adsSimLinks } from "./schema";

// Who may call for which account: a bearer token and a developer token on every call, and a
// client account only through a manager (login-customer-id) it has accepted.

export type SimCustomer = typeof adsSimCustomers.$inferSelect;

export type Caller = { customer: SimCustomer; loginCustomerId: string | null };

const TEN_DIGITS = /^\d{10}$/;

async function customerById(db: Db, id: string): Promise<SimCustomer | undefined> {
  const [row] = await db.select().from(adsSimCustomers).where(eq(adsSimCustomers.id, id));
  return row;
}

export async function activeLink(db: Db, managerId: string, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ status: adsSimLinks.status })
    .from(adsSimLinks)
    .where(
      and(
        eq(adsSimLinks.managerId, managerId),
        eq(adsSimLinks.clientId, clientId),
        eq(adsSimLinks.status, "ACTIVE"),
      ),
    );
  return rows.length > 0;
}

export async function authorize(db: Db, request: Request, customerId: string): Promise<Caller> {
  if (!/^Bearer \S+/.test(request.headers.get("authorization") ?? ""))
    fail("UNAUTHENTICATED", "authenticationError", "OAUTH_TOKEN_INVALID", "Missing OAuth token.");
  if (!request.headers.get("developer-token"))
    fail(
      "UNAUTHENTICATED",
      "authenticationError",
      "DEVELOPER_TOKEN_INVALID",
      "The developer token is missing.",
    );
  if (!TEN_DIGITS.test(customerId))
    fail("INVALID_ARGUMENT", "requestError", "INVALID_CUSTOMER_ID", "Invalid customer ID.");
  const customer = await customerById(db, customerId);
  if (!customer)
    fail("NOT_FOUND", "requestError", "CUSTOMER_NOT_FOUND", `Customer ${customerId} not found.`);
  const login = request.headers.get("login-customer-id")?.replace(/-/g, "") || null;
  const denied = (): never =>
    fail(
      "PERMISSION_DENIED",
      "authorizationError",
      "USER_PERMISSION_DENIED",
      "User doesn't have permission to access customer. Note: If you're accessing a client " +
        "customer, the manager's customer id must be set in the 'login-customer-id' header.",
    );
  if (login !== null && !TEN_DIGITS.test(login))
    fail(
      "INVALID_ARGUMENT",
      "headerError",
      "INVALID_LOGIN_CUSTOMER_ID",
      "Invalid login customer id.",
    );
  // The token is a user of the manager account: managers it reaches directly, clients through it.
  if (customer.manager) {
    if (login !== null && login !== customerId) denied();
    return { customer, loginCustomerId: login };
  }
  if (login === null) denied();
  const manager = await customerById(db, login!);
  if (!manager?.manager || !(await activeLink(db, login!, customerId))) denied();
  return { customer, loginCustomerId: login };
}
