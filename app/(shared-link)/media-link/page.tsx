import { getTranslations } from "next-intl/server";
import { EntryFrame } from "@/components/entry-frame";
import { LinkUnavailable } from "@/components/media-link/link-unavailable";
import { LinkUpload } from "@/components/media-link/link-upload";
import { PackageFiles } from "@/components/media-link/package-files";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/lib/db/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { openMediaLink, reloadLinkedPackage } from "@/lib/media/links";
import { getMediaPackage } from "@/lib/media/queries";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";

export const generateMetadata = pageMetadata("mediaLink");
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * A media package opened by its share link, without an account (spec §2 /media-link): its files,
 * and a form adding photos to it under spec §5's rules. Opening it reloads a dismissed package.
 */
export default async function MediaLinkPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  const db = await getDb();
  const link = await openMediaLink(db, value);
  const pkg = link?.packageId
    ? await getMediaPackage(db, { tenantId: link.tenantId, id: link.packageId })
    : null;
  if (!link || !pkg || !value) return <LinkUnavailable />;
  await reloadLinkedPackage(db, link);
  const t = await getTranslations("mediaLink");
  const full = pkg.files.length >= MAX_IMAGES_PER_BATCH || pkg.mediaFormat !== "PHOTO";
  return (
    <EntryFrame>
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle as="h1" className="text-xl">
            {pkg.name}
          </CardTitle>
          <p className="text-muted-foreground text-sm">
            {t("packageSummary", { files: pkg.files.length, stores: pkg.totalLocations })}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <PackageFiles files={pkg.files} />
          {full ? (
            <p className="text-muted-foreground text-sm">
              {t("full", { limit: MAX_IMAGES_PER_BATCH })}
            </p>
          ) : (
            <LinkUpload token={value} />
          )}
        </CardContent>
      </Card>
    </EntryFrame>
  );
}
