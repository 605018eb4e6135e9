import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AdsCustomer } from "@/lib/ads-api/client";
import { AdsApiError } from "@/lib/ads-api/errors";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { adsAccounts, adsRequests, type JobItem } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { RetryableError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { JobRunningError } from "@/lib/jobs/service";
import { AdsNotFoundError, AdsStateError } from "./errors";
import { ADS_LINK_CHECK } from "./kind";
import { deliverLinkNotice, queueLinkNotice } from "./notify";
import { getAdsAccount, getAdsRequest, type AdsRequestItem } from "./queries";
import { adsService, serviceRefusal } from "./service-api";
import { LINK_FAST_CHECKS_FOR_MS, LINK_SLOW_CHECK_MS, linkCheckMs } from "./timing";

// The tenant's account link (spec §4): NOT_LINKED → VALIDATING (a request a platform admin
// decides) → CHECKING (the manager's invitation, until the account's owner answers it in Google
// Ads) → LINKED. Cancelled while VALIDATING, ended while CHECKING or LINKED.

type Caller = { tenantId: string; userId: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

/** Asks a platform admin to link the account of this (ten-digit) number: VALIDATING. */
export async function requestAdsAccountLink(
  db: Db,
  caller: Caller,
  customerId: string,
  now = new Date(),
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: adsAccounts.status })
        .from(adsAccounts)
        .where(eq(adsAccounts.tenantId, caller.tenantId))
        .for("update");
      if (current && current.status !== "NOT_LINKED")
        throw new AdsStateError("ads.errors.linkInProgress");
      const values = {
        customerId,
        status: "VALIDATING" as const,
        currencyCode: null,
        dateTimeZone: null,
        descriptiveName: null,
        testAccount: false,
        managerLink: null,
        requestedBy: caller.userId,
        requestedAt: now,
        linkedAt: null,
        checkedAt: null,
      };
      await tx
        .insert(adsAccounts)
        .values({ tenantId: caller.tenantId, ...values })
        .onConflictDoUpdate({ target: adsAccounts.tenantId, set: values });
      await tx.insert(adsRequests).values({
        tenantId: caller.tenantId,
        customerId,
        requestedBy: caller.userId,
        createdAt: now,
      });
    });
  } catch (error) {
    // Two requests at once: the second meets the first's pending one.
    if (isUniqueViolation(error)) throw new AdsStateError("ads.errors.linkInProgress");
    throw error;
  }
}

/** Withdraws the tenant's request while a platform admin has it. */
export async function cancelAdsAccountLink(db: Db, caller: Caller, now = new Date()) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .update(adsAccounts)
      .set({ status: "NOT_LINKED", requestedBy: null, requestedAt: null })
      .where(and(eq(adsAccounts.tenantId, caller.tenantId), eq(adsAccounts.status, "VALIDATING")))
      .returning({ customerId: adsAccounts.customerId });
    if (!account) throw new AdsStateError("ads.errors.notValidating");
    await tx
      .update(adsRequests)
      .set({ status: "CANCELLED", decidedBy: caller.userId, decidedAt: now })
      .where(and(eq(adsRequests.tenantId, caller.tenantId), eq(adsRequests.status, "PENDING")));
  });
}

/** Ends the link (or the invitation not yet answered) in the ads service, then here. */
export async function unlinkAdsAccount(db: Db, caller: Caller): Promise<void> {
  const account = await getAdsAccount(db, caller);
  if (!account || (account.status !== "LINKED" && account.status !== "CHECKING"))
    throw new AdsStateError("ads.errors.notLinked");
  try {
    await adsService().endLink(account.customerId);
  } catch (error) {
    throw serviceRefusal(error);
  }
  await db
    .update(adsAccounts)
    .set({ status: "NOT_LINKED", managerLink: null, linkedAt: null, checkedAt: null })
    .where(
      and(
        eq(adsAccounts.tenantId, caller.tenantId),
        inArray(adsAccounts.status, ["LINKED", "CHECKING"]),
      ),
    );
}

async function pendingRequest(db: Db, id: string): Promise<AdsRequestItem> {
  const request = await getAdsRequest(db, id);
  if (!request) throw new AdsNotFoundError("request");
  if (request.status !== "PENDING") throw new AdsStateError("ads.errors.requestDecided");
  return request;
}

const UNKNOWN_ACCOUNT = new Set(["CUSTOMER_NOT_FOUND", "INVALID_CUSTOMER_ID"]);

/**
 * The account's details when the manager may read them already; null when only its owner may
 * (not linked yet). An account the service does not know is refused: the request stays pending
 * for the admin to cancel, with the reason shown.
 */
async function customerOrNull(customerId: string): Promise<AdsCustomer | null> {
  try {
    return await adsService().getCustomer(customerId);
  } catch (error) {
    if (error instanceof AdsApiError && UNKNOWN_ACCOUNT.has(error.code))
      throw new AdsStateError("ads.errors.customerNotFound", error.code);
    if (error instanceof AdsApiError && !error.retryable && error.code !== "ADS_SERVICE_OFF")
      return null;
    throw serviceRefusal(error);
  }
}

/** Where a request's requester reads its decision: the tenant's account row. */
type Actor = { userId: string };

/**
 * A platform admin approves: the manager's invitation goes to the account (CHECKING), a job reads
 * it until its owner answers, and the requester is told.
 */
export async function approveAdsRequest(
  db: Db,
  queue: PgBoss,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  const request = await pendingRequest(db, id);
  const customer = await customerOrNull(request.customerId);
  let managerLink: string;
  try {
    managerLink = await adsService().inviteClient(request.customerId);
  } catch (error) {
    if (error instanceof AdsApiError && UNKNOWN_ACCOUNT.has(error.code))
      throw new AdsStateError("ads.errors.customerNotFound", error.code);
    throw serviceRefusal(error);
  }
  const mail = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(adsRequests)
      .set({ status: "APPROVED", decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(adsRequests.id, id), eq(adsRequests.status, "PENDING")))
      .returning({ requestedBy: adsRequests.requestedBy });
    if (!decided) throw new AdsStateError("ads.errors.requestDecided");
    await tx
      .update(adsAccounts)
      .set({
        status: "CHECKING",
        customerId: request.customerId,
        managerLink,
        checkedAt: now,
        ...(customer ? customerDetails(customer) : {}),
      })
      .where(eq(adsAccounts.tenantId, request.tenantId));
    await queueLinkCheck(
      asDb(tx),
      queue,
      request.tenantId,
      new Date(now.getTime() + linkCheckMs()),
    );
    return queueLinkNotice(asDb(tx), {
      tenantId: request.tenantId,
      userId: decided.requestedBy,
      notice: "approved",
      customerId: request.customerId,
    });
  });
  await deliverLinkNotice(db, mail);
}

/** A platform admin refuses the request: NOT_LINKED, and the requester is told. */
export async function cancelAdsRequest(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  const request = await pendingRequest(db, id);
  const mail = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(adsRequests)
      .set({ status: "CANCELLED", decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(adsRequests.id, id), eq(adsRequests.status, "PENDING")))
      .returning({ requestedBy: adsRequests.requestedBy });
    if (!decided) throw new AdsStateError("ads.errors.requestDecided");
    await tx
      .update(adsAccounts)
      .set({ status: "NOT_LINKED" })
      .where(and(eq(adsAccounts.tenantId, request.tenantId), eq(adsAccounts.status, "VALIDATING")));
    return queueLinkNotice(asDb(tx), {
      tenantId: request.tenantId,
      userId: decided.requestedBy,
      notice: "cancelled",
      customerId: request.customerId,
    });
  });
  await deliverLinkNotice(db, mail);
}

function customerDetails(customer: AdsCustomer) {
  return {
    descriptiveName: customer.descriptiveName || null,
    currencyCode: customer.currencyCode || null,
    dateTimeZone: customer.timeZone || null,
    testAccount: customer.testAccount,
  };
}

/** One reading of the invitation at `startAfter`; one chain of them per tenant. */
export async function queueLinkCheck(
  db: Db,
  queue: PgBoss,
  tenantId: string,
  startAfter: Date,
): Promise<void> {
  try {
    await enqueueJob(db, queue, {
      tenantId,
      kind: ADS_LINK_CHECK,
      items: [{ locationId: null, payload: {} }],
      startAfter,
      lockKey: ADS_LINK_CHECK,
    });
  } catch (error) {
    // A reading is queued already: it reads the account as it is then.
    if (!(error instanceof JobRunningError)) throw error;
  }
}

/** Reads the invitation: accepted → LINKED with the account's details; refused → NOT_LINKED. */
export async function checkLinkItem(_item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const account = await getAdsAccount(ctx.db, ctx);
  if (account?.status !== "CHECKING") return { ok: true, result: { state: account?.status } };
  const api = adsService();
  const now = new Date();
  try {
    const status = await api.linkStatus(account.customerId);
    const still = and(
      eq(adsAccounts.tenantId, ctx.tenantId),
      eq(adsAccounts.status, "CHECKING"),
      eq(adsAccounts.customerId, account.customerId),
    );
    if (status === "ACTIVE") {
      const customer = await api.getCustomer(account.customerId);
      const mail = await ctx.db.transaction(async (tx) => {
        const [linked] = await tx
          .update(adsAccounts)
          .set({ status: "LINKED", linkedAt: now, checkedAt: now, ...customerDetails(customer) })
          .where(still)
          .returning({ requestedBy: adsAccounts.requestedBy });
        if (!linked) return null;
        return queueLinkNotice(asDb(tx), {
          tenantId: ctx.tenantId,
          userId: linked.requestedBy,
          notice: "linked",
          customerId: account.customerId,
        });
      });
      await deliverLinkNotice(ctx.db, mail);
    } else if (status === "REFUSED" || status === "CANCELED" || status === "INACTIVE") {
      const mail = await ctx.db.transaction(async (tx) => {
        const [ended] = await tx
          .update(adsAccounts)
          .set({ status: "NOT_LINKED", managerLink: null, checkedAt: now })
          .where(still)
          .returning({ requestedBy: adsAccounts.requestedBy });
        if (!ended) return null;
        return queueLinkNotice(asDb(tx), {
          tenantId: ctx.tenantId,
          userId: ended.requestedBy,
          notice: "refused",
          customerId: account.customerId,
        });
      });
      await deliverLinkNotice(ctx.db, mail);
    } else {
      await ctx.db.update(adsAccounts).set({ checkedAt: now }).where(still);
    }
    return { ok: true, result: { link: status } };
  } catch (error) {
    if (!(error instanceof AdsApiError)) throw error;
    if (error.retryable) throw new RetryableError(error.code, error.detail);
    return { ok: false, error: "ADS_REFUSED", detail: `${error.code}: ${error.detail ?? ""}` };
  }
}

/**
 * After a reading, the next one while the owner has not answered: every few seconds for the
 * first minutes after the approval, then every quarter hour.
 */
export async function afterLinkCheck({
  db,
  queue,
  tenantId,
}: {
  db: Db;
  queue: PgBoss;
  tenantId: string;
}): Promise<void> {
  const account = await getAdsAccount(db, { tenantId });
  if (account?.status !== "CHECKING") return;
  const [approved] = await db
    .select({ at: adsRequests.decidedAt })
    .from(adsRequests)
    .where(and(eq(adsRequests.tenantId, tenantId), eq(adsRequests.status, "APPROVED")))
    .orderBy(desc(adsRequests.decidedAt))
    .limit(1);
  const since = Date.now() - (approved?.at?.getTime() ?? 0);
  const wait = since < LINK_FAST_CHECKS_FOR_MS ? linkCheckMs() : LINK_SLOW_CHECK_MS;
  await queueLinkCheck(db, queue, tenantId, new Date(Date.now() + wait));
}
