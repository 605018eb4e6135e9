import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SimCustomer } from "./auth";
import { fail } from "./failure";
import { adsSimCustomers, adsSimLinks } from "./schema";

// The manager's invitations to client accounts (customerClientLinks, on the manager) and the
// client's side of an accepted link (customerManagerLinks, on the client), which ends it.

type LinkOp = {
  create?: { clientCustomer?: string; status?: string };
  update?: { resourceName?: string; status?: string };
  updateMask?: string;
};

const clientLinkName = (managerId: string, clientId: string, linkId: number) =>
  `customers/${managerId}/customerClientLinks/${clientId}~${linkId}`;
const managerLinkName = (clientId: string, managerId: string, linkId: number) =>
  `customers/${clientId}/customerManagerLinks/${managerId}~${linkId}`;

export type SimLink = typeof adsSimLinks.$inferSelect;

export function clientLinkView(link: SimLink) {
  return {
    resourceName: clientLinkName(link.managerId, link.clientId, link.linkId),
    clientCustomer: `customers/${link.clientId}`,
    managerLinkId: String(link.linkId),
    status: link.status,
    hidden: false,
  };
}

export function managerLinkView(link: SimLink) {
  return {
    resourceName: managerLinkName(link.clientId, link.managerId, link.linkId),
    managerCustomer: `customers/${link.managerId}`,
    managerLinkId: String(link.linkId),
    status: link.status,
  };
}

async function linksBetween(db: Db, managerId: string, clientId: string) {
  return db
    .select()
    .from(adsSimLinks)
    .where(and(eq(adsSimLinks.managerId, managerId), eq(adsSimLinks.clientId, clientId)));
}

async function setStatus(db: Db, link: SimLink, status: string) {
  await db
    .update(adsSimLinks)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(adsSimLinks.managerId, link.managerId),
        eq(adsSimLinks.clientId, link.clientId),
        eq(adsSimLinks.linkId, link.linkId),
      ),
    );
}

export async function mutateClientLink(db: Db, manager: SimCustomer, body: { operation?: LinkOp }) {
  const op = body.operation;
  const at = (...names: string[]) => [
    { fieldName: "operation" },
    ...names.map((fieldName) => ({ fieldName })),
  ];
  if (!manager.manager)
    fail(
      "PERMISSION_DENIED",
      "managerLinkError",
      "NOT_AUTHORIZED_TO_INVITE",
      "Only a manager account invites clients.",
    );
  if (op?.create) {
    const clientId = /^customers\/(\d{10})$/.exec(op.create.clientCustomer ?? "")?.[1];
    if (!clientId)
      fail(
        "INVALID_ARGUMENT",
        "requestError",
        "INVALID_CUSTOMER_ID",
        "Invalid client customer.",
        at("create", "client_customer"),
      );
    if (op.create.status !== "PENDING")
      fail(
        "INVALID_ARGUMENT",
        "managerLinkError",
        "INVALID_CHANGE_STATUS",
        "An invitation starts PENDING.",
        at("create", "status"),
      );
    const [client] = await db
      .select()
      .from(adsSimCustomers)
      .where(eq(adsSimCustomers.id, clientId!));
    if (!client || client.manager)
      fail(
        "NOT_FOUND",
        "requestError",
        "CUSTOMER_NOT_FOUND",
        `Customer ${clientId} not found.`,
        at("create", "client_customer"),
      );
    const links = await linksBetween(db, manager.id, clientId!);
    if (links.some((l) => l.status === "ACTIVE"))
      fail(
        "INVALID_ARGUMENT",
        "managerLinkError",
        "ALREADY_MANAGED_BY_THIS_MANAGER",
        "The client is already managed.",
        at("create"),
      );
    if (links.some((l) => l.status === "PENDING"))
      fail(
        "INVALID_ARGUMENT",
        "managerLinkError",
        "ALREADY_INVITED_BY_THIS_MANAGER",
        "The client is already invited.",
        at("create"),
      );
    const linkId = Math.max(0, ...links.map((l) => l.linkId)) + 1;
    const now = new Date();
    await db.insert(adsSimLinks).values({
      managerId: manager.id,
      clientId: clientId!,
      linkId,
      status: "PENDING",
      createdAt: now,
      updatedAt: now,
    });
    return { result: { resourceName: clientLinkName(manager.id, clientId!, linkId) } };
  }
  if (op?.update) {
    const match = /^customers\/(\d{10})\/customerClientLinks\/(\d{10})~(\d+)$/.exec(
      op.update.resourceName ?? "",
    );
    const link =
      match && match[1] === manager.id
        ? (await linksBetween(db, manager.id, match[2]!)).find((l) => l.linkId === Number(match[3]))
        : undefined;
    if (!link)
      fail(
        "NOT_FOUND",
        "mutateError",
        "RESOURCE_NOT_FOUND",
        "The link was not found.",
        at("update", "resource_name"),
      );
    const next = op.update.status;
    const allowed =
      (link!.status === "PENDING" && next === "CANCELED") ||
      (link!.status === "ACTIVE" && next === "INACTIVE");
    if (!allowed)
      fail(
        "INVALID_ARGUMENT",
        "managerLinkError",
        "INVALID_CHANGE_STATUS",
        `A ${link!.status} link cannot become ${next}.`,
        at("update", "status"),
      );
    await setStatus(db, link!, next!);
    return { result: { resourceName: clientLinkName(manager.id, link!.clientId, link!.linkId) } };
  }
  return fail(
    "INVALID_ARGUMENT",
    "requestError",
    "OPERATION_REQUIRED",
    "An operation is required.",
    at(),
  );
}

export async function mutateManagerLinks(
  db: Db,
  client: SimCustomer,
  body: { operations?: LinkOp[] },
) {
  const results = [];
  for (const [index, op] of (body.operations ?? []).entries()) {
    const at = [{ fieldName: "operations", index }, { fieldName: "update" }];
    const match = /^customers\/(\d{10})\/customerManagerLinks\/(\d{10})~(\d+)$/.exec(
      op.update?.resourceName ?? "",
    );
    const link =
      match && match[1] === client.id
        ? (await linksBetween(db, match[2]!, client.id)).find((l) => l.linkId === Number(match[3]))
        : undefined;
    if (!link)
      fail("NOT_FOUND", "mutateError", "RESOURCE_NOT_FOUND", "The link was not found.", [
        ...at,
        { fieldName: "resource_name" },
      ]);
    if (link!.status !== "ACTIVE" || op.update?.status !== "INACTIVE")
      fail(
        "INVALID_ARGUMENT",
        "managerLinkError",
        "INVALID_CHANGE_STATUS",
        "Only an active link can be ended.",
        [...at, { fieldName: "status" }],
      );
    await setStatus(db, link!, "INACTIVE");
    results.push({ resourceName: managerLinkName(client.id, link!.managerId, link!.linkId) });
  }
  if (!results.length)
    fail("INVALID_ARGUMENT", "requestError", "OPERATION_REQUIRED", "An operation is required.");
  return { results };
}

export async function linksOf(db: Db, customer: SimCustomer): Promise<SimLink[]> {
  const column = customer.manager ? adsSimLinks.managerId : adsSimLinks.clientId;
  return db
    .select()
    .from(adsSimLinks)
    .where(eq(column, customer.id))
    .orderBy(sql`${adsSimLinks.linkId}`);
}
