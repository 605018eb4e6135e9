"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApprovalDiffQuery } from "@/lib/approvals/operations";
import { useGraphQLQuery } from "@/lib/http/use-graphql";

/** Stores read per page of the diff. */
const STORES_PER_PAGE = 20;

/** A held edit's changes per store and field: what the store holds now and what it gets. */
export function ApprovalDiff({ id, title }: { id: string; title: string }) {
  const t = useTranslations("stores.approvals.diff");
  const tFields = useTranslations("stores.edit.fields");
  const [pages, setPages] = useState(1);
  const { data, error } = useGraphQLQuery(ApprovalDiffQuery, {
    variables: { id, limit: STORES_PER_PAGE * pages, offset: 0 },
  });
  const stores = data?.pendingApproval?.stores;
  if (error) return <p className="text-destructive text-sm">{t("loadError")}</p>;
  if (!stores) return <p className="text-muted-foreground text-sm">{t("loading")}</p>;
  const value = (text: string | null) =>
    text ?? <span className="text-muted-foreground italic">{t("empty")}</span>;
  const more = stores.total - stores.items.length;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" data-testid="approval-diff">
          <caption className="sr-only">{t("caption", { edit: title })}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">
                {t("store")}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t("field")}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t("old")}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t("new")}
              </th>
            </tr>
          </thead>
          <tbody>
            {stores.items.flatMap((store) =>
              store.changes.map((change, index) => (
                <tr key={`${store.locationId}:${change.field}`} className="border-t align-top">
                  {index === 0 ? (
                    <th
                      scope="row"
                      rowSpan={store.changes.length}
                      className="p-2 text-left font-medium"
                    >
                      {store.locationName}
                      {store.storeCode ? (
                        <span className="text-muted-foreground block text-xs">
                          {store.storeCode}
                        </span>
                      ) : null}
                    </th>
                  ) : null}
                  <td className="p-2">
                    {tFields.has(change.field) ? tFields(change.field) : change.field}
                  </td>
                  <td className="p-2 [overflow-wrap:anywhere]" data-diff="old">
                    <del className="decoration-destructive/60">{value(change.old)}</del>
                  </td>
                  <td className="p-2 [overflow-wrap:anywhere]" data-diff="new">
                    <ins className="no-underline">{value(change.new)}</ins>
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {more > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t("more", { count: more })}</span>
          <Button variant="outline" size="sm" onClick={() => setPages((n) => n + 1)}>
            {t("showMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
