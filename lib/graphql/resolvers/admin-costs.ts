import "server-only";
import { z } from "zod";
import { COST_CURRENCIES, COST_ITEMS, isValidPrice, monthRange } from "@/lib/costs/items";
import { costTable, listCostPrices, updateCostPrice } from "@/lib/costs/service";
import { auditActor } from "../audit-actor";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { requireSuperAdmin } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const costsSchema = z.object({
  month: z.string().refine((month) => monthRange(month) !== null, "INVALID_MONTH"),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});

const priceSchema = z.object({
  item: z.enum(COST_ITEMS),
  unitPrice: z.string().trim().refine(isValidPrice, "INVALID_PRICE"),
  currency: z.enum(COST_CURRENCIES),
});

export const adminCostsResolvers: {
  Query: Pick<QueryResolvers, "costs" | "costPrices">;
  Mutation: Pick<MutationResolvers, "updateCostPrice">;
} = {
  Query: {
    costs: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      return costTable(ctx.db, parseInput(costsSchema, withoutNulls(args)));
    },
    costPrices: async (_parent, _args, ctx) => {
      requireSuperAdmin(ctx);
      return listCostPrices(ctx.db);
    },
  },
  Mutation: {
    updateCostPrice: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const input = parseInput(priceSchema, args);
      await updateCostPrice(ctx.db, auditActor(ctx), input);
      return (await listCostPrices(ctx.db)).find((price) => price.item === input.item)!;
    },
  },
};
