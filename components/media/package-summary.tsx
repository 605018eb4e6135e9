import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format/date";
import type { MediaPackageItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { FileThumbnail } from "./file-thumbnail";

/** Thumbnails shown before the rest collapse into "+N". */
const THUMBNAILS = 5;

/**
 * A package as the list and its sending page show it: the name (or `title` in its place), the
 * category, thumbnails of its files, how many stores and when it was sent.
 */
export function PackageSummary({
  pkg,
  title,
}: {
  pkg: MediaPackageItemFragment;
  title?: ReactNode;
}) {
  const t = useTranslations("media");
  const locale = useLocale() as Locale;
  const extra = pkg.files.length - THUMBNAILS;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
        {title ?? <h2 className="min-w-0 font-medium break-words">{pkg.name}</h2>}
        <span className="bg-secondary rounded-full px-2 py-0.5 text-xs">
          {t(`categories.${pkg.category}`)}
        </span>
        {pkg.dismissedAt ? (
          <span className="text-muted-foreground text-xs">{t("list.dismissed")}</span>
        ) : null}
      </div>
      <ul
        className="flex flex-wrap gap-1.5"
        aria-label={t("list.files", { count: pkg.files.length })}
      >
        {pkg.files.slice(0, THUMBNAILS).map((file) => (
          <li key={file.id} className="size-12 overflow-hidden rounded-md border sm:size-14">
            <FileThumbnail file={file} />
          </li>
        ))}
        {extra > 0 ? (
          <li className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-md text-xs sm:size-14">
            +{extra}
          </li>
        ) : null}
      </ul>
      <p className="text-muted-foreground text-xs">
        {t("list.files", { count: pkg.files.length })} ·{" "}
        {t("list.stores", { count: pkg.totalLocations })} ·{" "}
        {pkg.sentAt
          ? t("list.sentAt", { date: formatDate(pkg.sentAt, locale) })
          : t("list.notSent")}
      </p>
    </div>
  );
}
