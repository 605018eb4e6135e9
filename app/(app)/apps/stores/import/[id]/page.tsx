import { ArrowLeft } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/common/page-header";
import { SectionCard } from "@/components/common/section-card";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { query } from "@/lib/apollo/rsc-client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoreImportPreviewQuery } from "@/lib/store-import/operations";
import { isUuid } from "@/lib/validation/ids";
import { ApplyImportButton } from "./_components/apply-import-button";

export const generateMetadata = pageMetadata("storeImport");

const PAGE = 50;

const pageOf = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** /apps/stores/import/:id: an import's changes per store and field and its errors, before sending. */
export default async function StoreImportPage({
  params,
  searchParams,
}: PageProps<"/apps/stores/import/[id]">) {
  await guardRoute("/apps/stores/import/:id");
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const search = await searchParams;
  const changesPage = pageOf(search.changes);
  const errorsPage = pageOf(search.errors);
  const [t, { data }] = await Promise.all([
    getTranslations("storeImport.preview"),
    query({
      query: StoreImportPreviewQuery,
      variables: {
        id,
        changesLimit: PAGE,
        changesOffset: (changesPage - 1) * PAGE,
        errorsLimit: PAGE,
        errorsOffset: (errorsPage - 1) * PAGE,
      },
    }),
  ]);
  const preview = data?.storeImport;
  if (!preview) notFound();
  const { totals } = preview;
  const empty = (value: string) => (value === "" ? <em>{t("empty")}</em> : value);
  const href = (key: "changes" | "errors", page: number) => {
    const next = new URLSearchParams({
      changes: String(changesPage),
      errors: String(errorsPage),
    });
    next.set(key, String(page));
    return `/apps/stores/import/${id}?${next}`;
  };
  const counts: [string, number][] = [
    [t("counts.changes"), totals.changes],
    [t("counts.stores"), totals.stores],
    [t("counts.errors"), totals.errors],
    [t("counts.unknownCodes"), totals.unknownCodes],
    [t("counts.duplicates"), totals.duplicates],
    [t("counts.unchanged"), totals.unchangedRows],
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/stores">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <p className="text-muted-foreground text-sm break-all">
        {t("file", { name: preview.fileName })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map(([label, value]) => (
          <div key={label} className="bg-card rounded-lg border p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.status === "APPLIED" && preview.job ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{t("applied")}</p>
          <Button asChild variant="outline" size="sm">
            <Link href={`/apps/jobs/${preview.job.id}`}>{t("openJob")}</Link>
          </Button>
        </div>
      ) : (
        <ApplyImportButton id={preview.id} changes={totals.changes} />
      )}

      <SectionCard title={t("changesTitle")}>
        {totals.changes === 0 ? (
          <p className="text-muted-foreground px-4 text-sm sm:px-6">{t("noChanges")}</p>
        ) : (
          <>
            <div className="overflow-x-auto px-4 sm:px-6">
              <Table>
                <TableCaption className="sr-only">{t("changesCaption")}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t("store")}</TableHead>
                    <TableHead scope="col">{t("field")}</TableHead>
                    <TableHead scope="col">{t("old")}</TableHead>
                    <TableHead scope="col">{t("new")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.changes.map((change) => (
                    <TableRow key={`${change.row}-${change.field}`}>
                      <TableCell className="font-medium">{change.storeCode}</TableCell>
                      <TableCell>{change.fieldLabel}</TableCell>
                      <TableCell className="text-muted-foreground max-w-64 break-words whitespace-normal">
                        {empty(change.old)}
                      </TableCell>
                      <TableCell className="max-w-64 break-words whitespace-normal">
                        {empty(change.new)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <Pager
              total={totals.changes}
              page={changesPage}
              href={(page) => href("changes", page)}
              label={(from, to) => t("pageOf", { from, to, total: totals.changes })}
              previous={t("previous")}
              next={t("next")}
            />
          </>
        )}
      </SectionCard>

      <SectionCard title={t("errorsTitle")}>
        {totals.problems === 0 ? (
          <p className="text-muted-foreground px-4 text-sm sm:px-6">{t("noErrors")}</p>
        ) : (
          <>
            <div className="overflow-x-auto px-4 sm:px-6">
              <Table>
                <TableCaption className="sr-only">{t("errorsCaption")}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t("row")}</TableHead>
                    <TableHead scope="col">{t("store")}</TableHead>
                    <TableHead scope="col">{t("column")}</TableHead>
                    <TableHead scope="col">{t("message")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.errors.map((error, i) => (
                    <TableRow key={`${error.row}-${error.field}-${i}`}>
                      <TableCell className="tabular-nums">{error.row}</TableCell>
                      <TableCell>{error.storeCode ?? ""}</TableCell>
                      <TableCell>{error.column ?? ""}</TableCell>
                      <TableCell className="max-w-80 break-words whitespace-normal">
                        {error.message}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <Pager
              total={totals.problems}
              page={errorsPage}
              href={(page) => href("errors", page)}
              label={(from, to) => t("pageOf", { from, to, total: totals.problems })}
              previous={t("previous")}
              next={t("next")}
            />
          </>
        )}
      </SectionCard>
    </div>
  );
}

function Pager({
  total,
  page,
  href,
  label,
  previous,
  next,
}: {
  total: number;
  page: number;
  href: (page: number) => string;
  label: (from: number, to: number) => string;
  previous: string;
  next: string;
}): ReactNode {
  if (total <= PAGE) return null;
  const from = (page - 1) * PAGE + 1;
  const to = Math.min(page * PAGE, total);
  return (
    <nav
      className="flex items-center justify-between gap-2 px-4 text-sm sm:px-6"
      aria-label={label(from, to)}
    >
      <span className="text-muted-foreground tabular-nums">{label(from, to)}</span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page - 1)}>{previous}</Link>
          </Button>
        ) : null}
        {to < total ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(page + 1)}>{next}</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
