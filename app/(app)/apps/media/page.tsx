import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";
import { PACKAGES_PAGE_SIZE, PackageList } from "./_components/package-list";

export const generateMetadata = pageMetadata("media");

/** /apps/media: the tenant's media packages, newest first, with their sending and share links. */
export default async function MediaPage({ searchParams }: PageProps<"/apps/media">) {
  await guardRoute("/apps/media");
  const [t, params] = await Promise.all([getTranslations("media"), searchParams]);
  const page = pageParam(params.page, PACKAGES_PAGE_SIZE);
  const dismissed = params.dismissed === "1";
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
          <p className="text-muted-foreground text-sm">{t("description")}</p>
        </div>
        <Button asChild>
          <Link href="/apps/media/newMediaUpload">
            <Plus aria-hidden />
            {t("newPackage")}
          </Link>
        </Button>
      </header>
      <Suspense
        key={`${page}-${dismissed}`}
        fallback={<Skeleton className="h-40 w-full rounded-md" />}
      >
        <PackageList page={page} dismissed={dismissed} />
      </Suspense>
    </div>
  );
}
