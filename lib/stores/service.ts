import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { DEFAULT_COUNTRY, MAX_PAGE_SIZE } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { sendStoreEdits, type StoreEditSource } from "@/lib/approvals/gate";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { getStore, listLocations } from "./queries";
import type { Location } from "@/lib/maps/types";
import type { ListLocationsInput } from "@/lib/validation/locations";
import type { CreatePayload } from "./apply-create";
import type { EditPayload } from "./apply-edit";
import { phoneIssues } from "./rules";
import type { BulkLocationPatch, LocationPatch } from "./schema";

// Nothing is written to the maps service here: the worker sends the job's items (apply-edit.ts).

export type Issue = { path: string; message: string };

export class StoreInputError extends Error {
  constructor(readonly issues: Issue[]) {
    super("Invalid store input");
    this.name = "StoreInputError";
  }
}

export class StoreNotFoundError extends Error {
  constructor() {
    super("No such store");
    this.name = "StoreNotFoundError";
  }
}

type Actor = { tenantId: string; userId: string };

/** "Every store the list shows": its filters and workspace, less the rows unticked since. */
export type StoreSelection = {
  filter: ListLocationsInput;
  workspace?: ListWorkspace;
  excludeIds?: string[];
};

/** Issues of a patch that depend on the store: phones of its country, an address another store has. */
async function storeIssues(
  db: Db,
  tenantId: string,
  patch: Pick<LocationPatch, "phoneNumbers" | "storefrontAddress">,
  store: typeof locations.$inferSelect | null,
): Promise<Issue[]> {
  const issues: Issue[] = [];
  const region = patch.storefrontAddress?.regionCode ?? store?.regionCode ?? DEFAULT_COUNTRY;
  if (patch.phoneNumbers)
    for (const issue of phoneIssues(patch.phoneNumbers, region))
      issues.push({ ...issue, path: `phoneNumbers.${issue.path}` });
  const address = patch.storefrontAddress;
  if (address) {
    // Spec §5: a duplicate city and zip code is refused — with the same street, it is another store.
    const [twin] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, tenantId),
          store ? ne(locations.id, store.id) : undefined,
          sql`lower(${locations.locality}) = lower(${address.locality})`,
          sql`coalesce(${locations.postalCode}, '') = ${address.postalCode ?? ""}`,
          sql`lower(${locations.addressLines}[1]) = lower(${address.addressLines[0]})`,
        ),
      )
      .limit(1);
    if (twin) issues.push({ path: "storefrontAddress.locality", message: "duplicateAddress" });
  }
  return issues;
}

/**
 * Sends an edit of one store as a job (through the approvals gate: `held` when it waits for an
 * ADMIN); the store's lastEdit is pending until the worker ends it.
 */
export async function updateStore(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id, patch }: Actor & { id: string; patch: LocationPatch },
) {
  const store = await getStore(db, { tenantId, id });
  if (!store) throw new StoreNotFoundError();
  const issues = await storeIssues(db, tenantId, patch, store);
  if (issues.length) throw new StoreInputError(issues);
  const payload: EditPayload = { patch };
  const { jobId, held } = await sendStoreEdits(db, queue, {
    tenantId,
    userId,
    kind: "LOCATION_EDIT",
    source: "EDIT",
    items: [{ locationId: store.id, payload }],
  });
  return { jobId, held, status: "PENDING" as const, store };
}

export async function matchingStoreIds(
  db: Db,
  { tenantId, ...selection }: { tenantId: string } & StoreSelection,
) {
  const ids: string[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listLocations(db, {
      ...selection.filter,
      tenantId,
      workspace: selection.workspace,
      limit: MAX_PAGE_SIZE,
      offset,
      withTotal: false,
    });
    ids.push(...page.items.map((store) => store.id));
    if (page.items.length < MAX_PAGE_SIZE) return ids;
  }
}

/** Each store's own checks run in its item, so one bad store fails alone. */
export async function bulkUpdateStores(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    userId,
    ids,
    selection,
    patch,
    source = "BULK",
  }: Actor & {
    ids?: string[];
    selection?: StoreSelection;
    patch: BulkLocationPatch;
    /** Who asks, for the approvals queue: the bulk edit unless another screen sends it. */
    source?: StoreEditSource;
  },
): Promise<string> {
  const excluded = new Set(selection?.excludeIds ?? []);
  const wanted = (
    ids ?? (await matchingStoreIds(db, { tenantId, ...(selection ?? { filter: {} }) }))
  ).filter((id) => !excluded.has(id));
  const owned = wanted.length
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(
            eq(locations.tenantId, tenantId),
            sql`${locations.id} = any(${sql.param(wanted)}::uuid[])`,
          ),
        )
    : [];
  if (owned.length === 0) throw new StoreInputError([{ path: "ids", message: "noStores" }]);
  const payload: EditPayload = { patch };
  const { jobId } = await sendStoreEdits(db, queue, {
    tenantId,
    userId,
    kind: "LOCATION_EDIT",
    source,
    items: owned.map((store) => ({ locationId: store.id, payload })),
  });
  return jobId;
}

export async function createStore(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, account, location }: Actor & { account: string; location: Location },
) {
  const [known] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.account, account)))
    .limit(1);
  const issues: Issue[] = known ? [] : [{ path: "account", message: "unknownAccount" }];
  issues.push(
    ...(await storeIssues(
      db,
      tenantId,
      {
        phoneNumbers: location.phoneNumbers as LocationPatch["phoneNumbers"],
        storefrontAddress: location.storefrontAddress as LocationPatch["storefrontAddress"],
      },
      null,
    )),
  );
  if (issues.length) throw new StoreInputError(issues);
  const payload: CreatePayload = { account, location };
  const { jobId, held } = await sendStoreEdits(db, queue, {
    tenantId,
    userId,
    kind: "LOCATION_CREATE",
    source: "CREATE",
    items: [{ locationId: null, payload }],
  });
  return { jobId, held, status: "PENDING" as const };
}
