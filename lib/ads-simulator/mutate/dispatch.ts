import "server-only";
import type { FieldPathElement } from "@/lib/ads-api/types";
import type { Db } from "@/lib/db/client";
import type { SimCustomer } from "../auth";
import { AdsSimFailure, fail, simError } from "../failure";
import { saveResources } from "../store";
import { Batch, Problems, type Operation, type ResourceHandler } from "./batch";
import { budgets, campaigns } from "./campaigns";
import {
  ASSET_GROUP_MINIMUMS,
  assetGroupAssets,
  assetGroups,
  assets,
  countedAs,
} from "./pmax-parts";
import { adGroupAds, adGroupCriteria, adGroups, campaignCriteria } from "./search-parts";

// The mutate endpoints: `customers/{id}/{collection}:mutate` for one kind of resource, and
// `googleAds:mutate` for many kinds at once. Either way every operation passes or none is written.

const HANDLERS: ResourceHandler[] = [
  budgets,
  campaigns,
  adGroups,
  adGroupAds,
  adGroupCriteria,
  campaignCriteria,
  assets,
  assetGroups,
  assetGroupAssets,
];
export const MUTATE_COLLECTIONS = new Map(HANDLERS.map((h) => [h.collection, h]));
const BY_OPERATION = new Map(HANDLERS.map((h) => [`${h.type}Operation`, h]));

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function runOperation(
  batch: Batch,
  handler: ResourceHandler,
  op: Operation,
  at: FieldPathElement[],
) {
  if (op.create)
    return handler.create(batch, op.create, new Problems([...at, { fieldName: "create" }]));
  if (op.update && handler.update) {
    const mask = (op.updateMask ?? "")
      .split(",")
      .map((f) => snake(f.trim()))
      .filter(Boolean);
    if (!mask.length)
      fail(
        "INVALID_ARGUMENT",
        "fieldMaskError",
        "FIELD_MASK_MISSING",
        "The field mask is missing.",
        [...at, { fieldName: "update_mask" }],
      );
    return handler.update(batch, op.update, mask, new Problems([...at, { fieldName: "update" }]));
  }
  return fail(
    "INVALID_ARGUMENT",
    "mutateError",
    "MUTATE_NOT_ALLOWED",
    "This operation is not supported.",
    at,
  );
}

/** Every asset group made in the request must hold the fewest assets Performance Max needs. */
function checkAssetGroups(batch: Batch) {
  const made = batch.made();
  const errors = made
    .filter((r) => r.type === "assetGroup")
    .flatMap((group) => {
      const fields = made
        .filter((r) => r.type === "assetGroupAsset" && r.data.assetGroup === group.resourceName)
        .map((r) => countedAs(String(r.data.fieldType)));
      return ASSET_GROUP_MINIMUMS.filter(
        ([field, min]) => fields.filter((f) => f === field).length < min,
      ).map(([field, min, code]) =>
        simError("assetGroupError", code, `An asset group needs at least ${min} ${field}.`),
      );
    });
  if (errors.length) throw new AdsSimFailure("INVALID_ARGUMENT", errors);
}

type Body = {
  operations?: Operation[];
  mutateOperations?: Record<string, Operation>[];
  validateOnly?: boolean;
};

export async function mutateCollection(
  db: Db,
  customer: SimCustomer,
  handler: ResourceHandler,
  body: Body,
) {
  const operations = body.operations ?? [];
  if (!operations.length)
    fail("INVALID_ARGUMENT", "mutateError", "OPERATION_REQUIRED", "No operations.");
  const batch = new Batch(db, customer, new Date());
  const results = [];
  for (const [index, op] of operations.entries())
    results.push(await runOperation(batch, handler, op, [{ fieldName: "operations", index }]));
  if (handler === assetGroups) checkAssetGroups(batch);
  if (!body.validateOnly) await saveResources(db, batch.made());
  return {
    results: body.validateOnly ? [] : results.map((r) => ({ resourceName: r.resourceName })),
  };
}

export async function googleAdsMutate(db: Db, customer: SimCustomer, body: Body) {
  const operations = body.mutateOperations ?? [];
  if (!operations.length)
    fail("INVALID_ARGUMENT", "mutateError", "OPERATION_REQUIRED", "No operations.");
  const batch = new Batch(db, customer, new Date());
  const responses = [];
  for (const [index, wrapper] of operations.entries()) {
    const [key, op] = Object.entries(wrapper)[0] ?? [];
    const handler = key ? BY_OPERATION.get(key) : undefined;
    const at = [{ fieldName: "mutate_operations", index }];
    if (!handler || !op)
      fail("INVALID_ARGUMENT", "requestError", "UNKNOWN", `Operation ${key} is not supported.`, at);
    const made = await runOperation(batch, handler!, op!, [...at, { fieldName: snake(key!) }]);
    responses.push({ [`${handler!.type}Result`]: { resourceName: made.resourceName } });
  }
  checkAssetGroups(batch);
  if (!body.validateOnly) await saveResources(db, batch.made());
  return { mutateOperationResponses: body.validateOnly ? [] : responses };
}
