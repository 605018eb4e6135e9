import { pgSchema } from "drizzle-orm/pg-core";

/** The simulator keeps its state apart from the product's tables. */
export const mapsSim = pgSchema("maps_sim");
