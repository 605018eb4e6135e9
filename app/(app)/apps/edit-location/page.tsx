import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { PageHeader } from "@/components/common/page-header";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { EditLocationView } from "./_components/edit-location-view";

export const generateMetadata = pageMetadata("editLocation");

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /apps/edit-location (ADMIN): a link for one store that a phone at the store opens to propose
 * the store's map pin, and the store's proposals to confirm or discard. `?store=` opens a store;
 * a LOCATION_PIN_PROPOSED notification names it as `infoUrl`.
 */
export default async function EditLocationPage({ searchParams }: PageProps<"/apps/edit-location">) {
  await guardRoute("/apps/edit-location");
  const [params, t, tMeta] = await Promise.all([
    searchParams,
    getTranslations("geolocation.edit"),
    getTranslations("meta.pages"),
  ]);
  const store = z.uuid().safeParse(first(params.store) ?? first(params.infoUrl));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={tMeta("editLocation")} description={t("description")} />
      <EditLocationView storeId={store.success ? store.data : null} />
    </div>
  );
}
