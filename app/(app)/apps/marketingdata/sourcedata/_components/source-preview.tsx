import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { X } from "lucide-react";
import { SectionCard } from "@/components/common/section-card";
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
import { SourceTablePreviewQuery } from "@/lib/marketing/operations";

/** The first 20 rows of one source table, as stored. */
export async function SourcePreview({ name, title }: { name: string; title: string }) {
  const [t, { data }] = await Promise.all([
    getTranslations("marketing.sources"),
    query({ query: SourceTablePreviewQuery, variables: { name } }),
  ]);
  const preview = data?.sourceTablePreview;
  return (
    <SectionCard
      title={t("previewTitle", { table: title })}
      action={
        <Button asChild variant="ghost" size="sm">
          <Link href="/apps/marketingdata/sourcedata" scroll={false}>
            <X aria-hidden />
            {t("close")}
          </Link>
        </Button>
      }
    >
      {!preview ? (
        <p className="text-destructive text-sm">{t("loadError")}</p>
      ) : preview.rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("previewEmpty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label={t("previewTitle", { table: title })}>
            <TableHeader>
              <TableRow>
                {preview.columns.map((column) => (
                  <TableHead key={column} className="font-mono text-xs">
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, column) => (
                    <TableCell key={column} className="max-w-64 truncate text-xs">
                      {cell ?? ""}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
