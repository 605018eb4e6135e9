import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Download, Eye } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { query } from "@/lib/apollo/rsc-client";
import type { Locale } from "@/lib/i18n/config";
import { SourceTablesQuery } from "@/lib/marketing/operations";
import { guardRoute } from "@/lib/navigation/guard";
import { SourcePreview } from "./_components/source-preview";

export async function generateMetadata() {
  const t = await getTranslations("marketing.sources");
  return { title: t("title") };
}

/** /apps/marketingdata/sourcedata: the tenant's stored tables, row counts, preview and download. */
export default async function SourceDataPage({
  searchParams,
}: PageProps<"/apps/marketingdata/sourcedata">) {
  await guardRoute("/apps/marketingdata/sourcedata");
  const [t, locale, params, { data, error }] = await Promise.all([
    getTranslations("marketing.sources"),
    getLocale() as Promise<Locale>,
    searchParams,
    query({ query: SourceTablesQuery }),
  ]);
  const tables = data?.sourceTables ?? [];
  const open = tables.find((table) => table.name === params.table);
  const nameOf = (name: string) =>
    t.has(`names.${name}`) ? t(`names.${name as "reviews"}`) : name;
  return (
    <div className="flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error || !data ? (
        <p role="status" className="text-destructive text-sm">
          {t("loadError")}
        </p>
      ) : (
        <Table aria-label={t("title")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("table")}</TableHead>
              <TableHead className="text-right">{t("rows")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("columns")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("preview")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tables.map((table) => (
              <TableRow key={table.name} data-table={table.name}>
                <TableCell className="font-medium">
                  {nameOf(table.name)}
                  <span className="text-muted-foreground block font-mono text-xs">
                    {table.name}
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {table.rows.toLocaleString(locale)}
                </TableCell>
                <TableCell className="text-muted-foreground hidden font-mono text-xs md:table-cell">
                  {table.columns.join(", ")}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        href={`/apps/marketingdata/sourcedata?table=${table.name}`}
                        scroll={false}
                      >
                        <Eye aria-hidden />
                        {t("preview")}
                        <span className="sr-only"> {nameOf(table.name)}</span>
                      </Link>
                    </Button>
                    <Button asChild variant="outline" size="sm">
                      <a href={`/api/marketing-data/source/${table.name}`} download>
                        <Download aria-hidden />
                        {t("download")}
                        <span className="sr-only"> {nameOf(table.name)}</span>
                      </a>
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open ? <SourcePreview name={open.name} title={nameOf(open.name)} /> : null}
    </div>
  );
}
