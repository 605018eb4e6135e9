import { ModulePage } from "@/components/common/module-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { ImagePlayground } from "./_components/image-playground";

export const generateMetadata = pageMetadata("imagePlayground");

/**
 * /apps/home/image-playground: an image against spec §5's media rules and re-encoded as an upload
 * would store it, before uploading it; nothing is stored.
 */
export default async function ImagePlaygroundPage() {
  await guardRoute("/apps/home/image-playground");
  return (
    <ModulePage path="/apps/home/image-playground">
      <ImagePlayground />
    </ModulePage>
  );
}
