import type { PinStoreQuery } from "@/lib/graphql/generated/client/graphql";

/** The chosen store as the page reads it: its pin, links and proposals. */
export type PinStoreData = NonNullable<PinStoreQuery["pinStore"]>;
