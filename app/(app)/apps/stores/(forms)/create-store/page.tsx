import { getTranslations } from "next-intl/server";
import { StorePageFrame } from "@/components/stores/store-page-frame";
import { query } from "@/lib/apollo/rsc-client";
import { DEFAULT_COUNTRY, MAX_PAGE_SIZE } from "@/lib/constants";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { CreateStoreForm } from "./_components/create-store-form";
import { StoreAccountsQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("createStore");

/** /apps/stores/create-store: a new store in one of the tenant's maps accounts. */
export default async function CreateStorePage() {
  await guardRoute("/apps/stores/create-store");
  const [t, { data }] = await Promise.all([
    getTranslations("stores.edit"),
    query({ query: StoreAccountsQuery, variables: { limit: MAX_PAGE_SIZE } }),
  ]);
  const items = data?.locations.items ?? [];
  const accounts = [...new Set(items.map((store) => store.account))].sort();
  return (
    <StorePageFrame title={t("create.title")}>
      <CreateStoreForm
        accounts={accounts}
        regionCode={items[0]?.address.regionCode ?? DEFAULT_COUNTRY}
      />
    </StorePageFrame>
  );
}
