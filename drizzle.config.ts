import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./lib/db/schema/index.ts",
    "./lib/maps-simulator/schema.ts",
    "./lib/maps-simulator/messages/schema.ts",
    "./lib/ads-simulator/schema.ts",
  ],
  out: "./lib/db/migrations",
  schemaFilter: ["public", "maps_sim", "ads_sim"],
});
