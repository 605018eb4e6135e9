import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { Skeleton } from "@/components/ui/skeleton";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";
import { query } from "@/lib/apollo/rsc-client";
import { MediaStoreQuery } from "@/lib/media/operations";
import { INFO_URL_PARAM } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";
import { StoreMediaView } from "@/components/store-media/store-media-view";
import { PACKAGES_PAGE_SIZE, PackageList } from "./_components/package-list";
import { isUuid } from "@/lib/validation/ids";
import { parseMediaName } from "@/lib/maps/resource-names";

export const generateMetadata = pageMetadata("media");

/** The store of the first media resource name among a notification's info URLs, if any. */
async function noticedStore(infoUrl: string | string[] | undefined): Promise<string | null> {
  const name = Array.isArray(infoUrl) ? infoUrl[0] : infoUrl;
  if (!name || !parseMediaName(name)) return null;
  const { data } = await query({ query: MediaStoreQuery, variables: { name } });
  return data?.mediaStore?.id ?? null;
}

function ViewLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5",
        current
          ? "bg-background font-medium shadow-sm"
          : "text-muted-foreground hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}

/**
 * /apps/media: the tenant's media packages, newest first, with their sending and share links; or,
 * by store (?view=stores&store=), the photos one store shows on the maps service.
 */
export default async function MediaPage({ searchParams }: PageProps<"/apps/media">) {
  await guardRoute("/apps/media");
  const [t, params] = await Promise.all([getTranslations("media"), searchParams]);
  const page = pageParam(params.page, PACKAGES_PAGE_SIZE);
  const dismissed = params.dismissed === "1";
  // A MEDIA_* notification opens the page with the photo's resource name: show its store.
  const noticed = await noticedStore(params[INFO_URL_PARAM]);
  const byStore = params.view === "stores" || noticed !== null;
  const store = noticed ?? (isUuid(params.store) ? params.store : null);
  return (
    <ModulePage path="/apps/media">
      <nav aria-label={t("views")} className="bg-muted flex w-fit gap-1 rounded-lg p-1 text-sm">
        <ViewLink href="/apps/media" current={!byStore}>
          {t("packagesView")}
        </ViewLink>
        <ViewLink href="/apps/media?view=stores" current={byStore}>
          {t("storesView")}
        </ViewLink>
      </nav>
      {byStore ? (
        <StoreMediaView storeId={store} />
      ) : (
        <Suspense
          key={`${page}-${dismissed}`}
          fallback={<Skeleton className="h-40 w-full rounded-md" />}
        >
          <PackageList page={page} dismissed={dismissed} />
        </Suspense>
      )}
    </ModulePage>
  );
}
