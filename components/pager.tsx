import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/**
 * Previous / next links of a server-paged list kept in ?page=N (or another `param`, for a list
 * inside a page that pages on its own). Renders nothing for one page.
 */
export async function Pager({
  page,
  pages,
  basePath,
  param = "page",
}: {
  page: number;
  pages: number;
  basePath: string;
  param?: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("jobs");
  // basePath may carry its own query (a filter): page joins it.
  const href = (to: number) => `${basePath}${basePath.includes("?") ? "&" : "?"}${param}=${to}`;
  return (
    <nav
      className="flex items-center justify-between gap-2"
      aria-label={t("pageOf", { page, pages })}
    >
      <Button asChild variant="outline" size="sm" aria-disabled={page <= 1}>
        {page > 1 ? (
          <Link href={href(page - 1)}>{t("previous")}</Link>
        ) : (
          <span>{t("previous")}</span>
        )}
      </Button>
      <span className="text-muted-foreground text-sm">{t("pageOf", { page, pages })}</span>
      <Button asChild variant="outline" size="sm" aria-disabled={page >= pages}>
        {page < pages ? <Link href={href(page + 1)}>{t("next")}</Link> : <span>{t("next")}</span>}
      </Button>
    </nav>
  );
}
