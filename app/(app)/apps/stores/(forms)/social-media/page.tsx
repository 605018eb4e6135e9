import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { SocialMediaForm } from "./_components/social-media-form";
import { SocialMediaQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("socialMedia");

/** /apps/stores/social-media?id=…: the store's social profiles (the maps service's URL attributes). */
export default async function SocialMediaPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/social-media");
  return (
    <StoreEditPage route="socialMedia" query={SocialMediaQuery} searchParams={searchParams}>
      {(store, context) => <SocialMediaForm attributes={store.attributes} context={context} />}
    </StoreEditPage>
  );
}
