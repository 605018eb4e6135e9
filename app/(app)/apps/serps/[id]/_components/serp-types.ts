import type { SerpQuery } from "@/lib/graphql/generated/client/graphql";

export type SerpPage = NonNullable<SerpQuery["serp"]>;
export type SerpRunRow = SerpPage["runs"][number];
