import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { graphql } from "@/lib/graphql/generated/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { HoursForm } from "./_components/hours-form";

export const generateMetadata = pageMetadata("editHours");

const EditHoursQuery = graphql(`
  query EditStoreHours($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      regularHours {
        periods {
          openDay
          openTime {
            hours
            minutes
          }
          closeDay
          closeTime {
            hours
            minutes
          }
        }
      }
      specialHours {
        specialHourPeriods {
          startDate {
            year
            month
            day
          }
          openTime {
            hours
            minutes
          }
          closeTime {
            hours
            minutes
          }
          closed
        }
      }
    }
  }
`);

/** /apps/stores/edit-hours?id=…: regular hours per day and dated special hours. */
export default async function EditHoursPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-hours");
  return (
    <StoreEditPage route="editHours" query={EditHoursQuery} searchParams={searchParams}>
      {(store, context) => <HoursForm store={store} context={context} />}
    </StoreEditPage>
  );
}
