import "server-only";
import type { Db } from "@/lib/db/client";
import type { SimCustomer } from "../auth";
import { AdsSimFailure, requestId, simError } from "../failure";
import { GaqlError, parseGaql, runGaql } from "./gaql";
import { rowsFor } from "./rows";

// googleAds:search: the query read, run over the customer's rows of its resource.

export async function search(db: Db, customer: SimCustomer, body: { query?: unknown }) {
  try {
    if (typeof body.query !== "string" || !body.query.trim())
      throw new GaqlError("QUERY_ERROR", "The query is empty.");
    const query = parseGaql(body.query);
    const rows = await rowsFor(db, customer, query.resource, Date.now());
    if (!rows)
      throw new GaqlError("INVALID_RESOURCE_NAME", `Unknown resource: '${query.resource}'.`);
    const { results, fieldMask } = runGaql(query, rows.rows, rows.allowed);
    return { results, fieldMask, requestId: requestId(), queryResourceConsumption: "1" };
  } catch (error) {
    if (error instanceof GaqlError)
      throw new AdsSimFailure("INVALID_ARGUMENT", [
        simError("queryError", error.code, error.message),
      ]);
    throw error;
  }
}
