import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { HoursForm } from "./_components/hours-form";
import { EditHoursQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editHours");

/** /apps/stores/edit-hours?id=…: regular hours per day and dated special hours. */
export default async function EditHoursPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-hours");
  return (
    <StoreEditPage route="editHours" query={EditHoursQuery} searchParams={searchParams}>
      {(store, context) => <HoursForm store={store} context={context} />}
    </StoreEditPage>
  );
}
