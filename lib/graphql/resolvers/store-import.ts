import "server-only";
import { createTranslator } from "next-intl";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import type { Locale } from "@/lib/i18n/config";
import type { ColumnKey } from "@/lib/store-import/columns";
import {
  countImportErrors,
  getStoreImport,
  listImportChanges,
  listImportErrors,
} from "@/lib/store-import/queries";
import { messageParams } from "@/lib/store-import/rules";
import { importPageSchema, storeImportIdSchema } from "@/lib/store-import/schema";
import { ImportNotFoundError, NothingToApplyError } from "@/lib/store-import/errors";
import { applyStoreImport } from "@/lib/store-import/service";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  StoreImportResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const MESSAGES = { en, es } as const;

function translator(locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  const column = (key: string | null) =>
    key && t.has(`storeImport.columns.${key}` as "storeImport.columns.title")
      ? t(`storeImport.columns.${key}` as "storeImport.columns.title")
      : key;
  // The import's own keys first, then the store forms' ones ("stores.validation").
  const message = (key: string, field: string | null) => {
    const params = messageParams(key, field as ColumnKey | null);
    for (const path of [`storeImport.errors.${key}`, `stores.validation.${key}`])
      if (t.has(path as "storeImport.errors.tooLong"))
        return t(path as "storeImport.errors.tooLong", params as { max: number });
    return t("stores.validation.invalid");
  };
  return { column, message };
}

const page = (args: { limit?: number | null; offset?: number | null }) =>
  parseInput(importPageSchema, withoutNulls(args));

export const storeImportResolvers: {
  Query: Pick<QueryResolvers, "storeImport">;
  Mutation: Pick<MutationResolvers, "applyStoreImport">;
  StoreImport: Omit<StoreImportResolvers, "__isTypeOf">;
} = {
  Query: {
    storeImport: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const id = storeImportIdSchema.safeParse(args.id);
      if (!id.success) return null;
      return getStoreImport(ctx.db, { tenantId, id: id.data });
    },
  },
  Mutation: {
    applyStoreImport: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const id = storeImportIdSchema.safeParse(args.id);
      if (!id.success) throw notFound("Import not found");
      try {
        const { jobId } = await applyStoreImport(ctx.db, await getQueue(), {
          ...caller,
          id: id.data,
        });
        return (await getJob(ctx.db, {
          tenantId: caller.tenantId,
          kinds: ["LOCATION_EDIT"],
          id: jobId,
        }))!;
      } catch (error) {
        if (error instanceof ImportNotFoundError) throw notFound("Import not found");
        if (error instanceof NothingToApplyError)
          throw badUserInput([{ path: "id", message: "nothingToApply" }]);
        throw error;
      }
    },
  },
  StoreImport: {
    id: (row) => row.id,
    status: (row) => row.status as "READY" | "APPLYING" | "APPLIED",
    fileName: (row) => row.fileName,
    format: (row) => row.format,
    createdAt: (row) => row.createdAt,
    totals: async (row, _args, ctx: GraphQLContext) => {
      const kinds = await countImportErrors(ctx.db, { tenantId: row.tenantId, importId: row.id });
      return {
        rows: row.rows,
        changes: row.changes,
        stores: row.changedStores,
        errors: row.errors,
        unknownCodes: row.unknownCodes,
        duplicates: row.duplicates,
        unchangedRows: row.unchangedRows,
        unchangedCells: row.unchangedCells,
        problems: Object.values(kinds).reduce((sum, n) => sum + n, 0),
      };
    },
    changes: async (row, args, ctx) => {
      const { column } = translator(ctx.locale);
      const rows = await listImportChanges(ctx.db, {
        tenantId: row.tenantId,
        importId: row.id,
        ...page(args),
      });
      return rows.map((change) => ({ ...change, fieldLabel: column(change.field) ?? "" }));
    },
    errors: async (row, args, ctx) => {
      const { column, message } = translator(ctx.locale);
      const rows = await listImportErrors(ctx.db, {
        tenantId: row.tenantId,
        importId: row.id,
        ...page(args),
      });
      return rows.map((error) => ({
        row: error.row,
        field: error.field,
        column: column(error.field),
        kind: error.kind,
        message: message(error.message, error.field),
        storeCode: error.storeCode,
      }));
    },
    job: async (row, _args, ctx) =>
      row.jobId
        ? getJob(ctx.db, { tenantId: row.tenantId, kinds: ["LOCATION_EDIT"], id: row.jobId })
        : null,
  },
};
