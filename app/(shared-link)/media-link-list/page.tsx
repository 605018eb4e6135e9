import { and, eq } from "drizzle-orm";
import { getTranslations } from "next-intl/server";
import { EntryFrame } from "@/components/entry-frame";
import { LinkUnavailable } from "@/components/media-link/link-unavailable";
import { LinkUpload } from "@/components/media-link/link-upload";
import { PackageFiles } from "@/components/media-link/package-files";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { openMediaLink } from "@/lib/media/links";
import { packagesOfStore } from "@/lib/media/queries";

export const generateMetadata = pageMetadata("mediaLink");
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * One store's media packages opened by the store's share link, without an account (spec §2
 * /media-link-list), and a form sending new photos to that store. Nothing of other stores shows.
 */
export default async function MediaLinkListPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  const db = await getDb();
  const link = await openMediaLink(db, value);
  const [store] = link?.locationId
    ? await db
        .select({ name: locations.locationName, locality: locations.locality })
        .from(locations)
        .where(and(eq(locations.id, link.locationId), eq(locations.tenantId, link.tenantId)))
    : [];
  if (!link || !store || !value) return <LinkUnavailable />;
  const [t, packages] = await Promise.all([
    getTranslations("mediaLink"),
    packagesOfStore(db, { tenantId: link.tenantId, locationId: link.locationId! }),
  ]);
  return (
    <EntryFrame>
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle as="h1" className="text-xl">
            {store.name}
          </CardTitle>
          {store.locality ? (
            <p className="text-muted-foreground text-sm">{store.locality}</p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <LinkUpload token={value} />
          <section className="flex flex-col gap-4" aria-labelledby="store-packages">
            <h2 id="store-packages" className="font-medium">
              {t("storePackages")}
            </h2>
            {packages.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noPackages")}</p>
            ) : (
              packages.map((pkg) => (
                <article key={pkg.id} className="flex flex-col gap-2">
                  <h3 className="text-sm font-medium">{pkg.name}</h3>
                  <PackageFiles files={pkg.files} />
                </article>
              ))
            )}
          </section>
        </CardContent>
      </Card>
    </EntryFrame>
  );
}
