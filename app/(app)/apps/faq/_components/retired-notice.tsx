import { getLocale, getTranslations } from "next-intl/server";
import { Info } from "lucide-react";
import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";

/**
 * Said where questions were answered once Google retired its Q&A API: the history below is
 * read-only, and the FAQs can live on in the store's description or a post.
 */
export async function RetiredNotice({ retiredOn }: { retiredOn: string }) {
  const [t, locale] = await Promise.all([getTranslations("faq.retired"), getLocale()]);
  return (
    <section
      aria-labelledby="qanda-retired"
      data-testid="qanda-retired"
      className="bg-muted/40 flex flex-col gap-2 rounded-md border p-4 text-sm"
    >
      <h2 id="qanda-retired" className="flex items-center gap-2 text-base font-semibold">
        <Info aria-hidden className="size-4 shrink-0" />
        {t("title")}
      </h2>
      <p>{t("body", { date: formatDate(retiredOn, locale as Locale) })}</p>
      <h3 className="mt-2 font-medium">{t("reuseTitle")}</h3>
      <p>{t("reuseBody")}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link href="/apps/stores" className="underline underline-offset-4">
          {t("toStores")}
        </Link>
        <Link href="/apps/new-post" className="underline underline-offset-4">
          {t("toPost")}
        </Link>
      </p>
    </section>
  );
}
