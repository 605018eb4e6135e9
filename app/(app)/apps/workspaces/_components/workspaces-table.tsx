"use client";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { DeleteWorkspaceMutation } from "@/lib/workspaces/operations";
import { DeleteWorkspaceDialog } from "./delete-workspace-dialog";
import { CreateLink } from "@/components/common/create-link";

export type WorkspaceRowData = {
  id: string;
  name: string;
  description: string;
  totalLocations: number;
  isDefault: boolean;
};

/** Which rows of how many the table shows; the server pages them (?page=N). */
export type WorkspacesTablePage = { offset: number; size: number; total: number };

const pageHref = (offset: number, size: number) =>
  `/apps/workspaces?page=${Math.floor(offset / size) + 1}`;

export function WorkspacesTable({
  rows,
  page,
  canEdit,
}: {
  rows: WorkspaceRowData[];
  page: WorkspacesTablePage;
  canEdit: boolean;
}) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  const [deleting, setDeleting] = useState<WorkspaceRowData | null>(null);
  // The default workspace always exists: one workspace in all means none was created yet.
  const noCustom = page.total <= 1;
  const hasPrevious = page.offset > 0;
  const hasNext = page.offset + page.size < page.total;

  async function confirmDelete(row: WorkspaceRowData) {
    try {
      await requestGraphQL(DeleteWorkspaceMutation, { id: row.id });
      toast.success(t("deleted"));
      router.refresh();
    } catch {
      toast.error(t("error"));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        {canEdit ? null : <p className="text-muted-foreground text-sm">{t("readOnly")}</p>}
        {canEdit ? (
          <CreateLink href="/apps/workspaces/create-workspace" className="ml-auto">
            {t("create")}
          </CreateLink>
        ) : null}
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("name")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("descriptionLabel")}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">{t("stores")}</TableHead>
            {canEdit ? <TableHead className="text-right">{t("actions")}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="font-medium">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {row.isDefault ? t("defaultName") : row.name}
                  {row.isDefault ? <Badge variant="secondary">{t("defaultBadge")}</Badge> : null}
                </span>
                {/* A 375 px phone has room for the name and the actions only (the actions column
                    was cut off): the store count goes under the name there. */}
                <span className="text-muted-foreground block text-xs font-normal sm:hidden">
                  {t("totalStores", { count: row.totalLocations })}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground hidden sm:table-cell">
                {row.isDefault ? t("defaultDescription") : row.description}
              </TableCell>
              <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                {t("totalStores", { count: row.totalLocations })}
              </TableCell>
              {canEdit ? (
                <TableCell className="text-right">
                  {row.isDefault ? null : (
                    <span className="inline-flex gap-1">
                      <Button
                        asChild
                        variant="ghost"
                        size="icon"
                        aria-label={`${t("edit")}: ${row.name}`}
                      >
                        <Link href={`/apps/workspaces/create-workspace?id=${row.id}`}>
                          <Pencil aria-hidden />
                        </Link>
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`${t("delete")}: ${row.name}`}
                        onClick={() => setDeleting(row)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </span>
                  )}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {noCustom ? <EmptyState title={t("empty")} description={t("emptyDescription")} /> : null}
      {hasPrevious || hasNext ? (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t("tablePages")}>
          <span className="text-muted-foreground">
            {t("pageInfo", {
              from: page.offset + 1,
              to: Math.min(page.offset + page.size, page.total),
              total: page.total,
            })}
          </span>
          <PageLink href={hasPrevious ? pageHref(page.offset - page.size, page.size) : null}>
            {t("previous")}
          </PageLink>
          <PageLink href={hasNext ? pageHref(page.offset + page.size, page.size) : null}>
            {t("next")}
          </PageLink>
        </nav>
      ) : null}
      <DeleteWorkspaceDialog
        workspace={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** A pager button: a link to the page, or disabled at either end. */
function PageLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href)
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href}>{children}</Link>
    </Button>
  );
}
