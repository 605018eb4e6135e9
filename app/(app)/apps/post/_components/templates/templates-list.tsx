"use client";
import { FilePlus2, Pencil, Trash2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { fromTemplateHref } from "../post-href";
import type { TemplateRow } from "./template-row";

// The rename and delete dialogs (and the template name's rules) stay out of the list's first
// load: each loads as it is first rendered.
const RenameTemplateDialog = dynamic(() =>
  import("./rename-template-dialog").then((m) => m.RenameTemplateDialog),
);
const DeleteTemplateDialog = dynamic(() =>
  import("./delete-template-dialog").then((m) => m.DeleteTemplateDialog),
);

// One grid for the wide row and the narrow card, as the post list's rows.
const GRID =
  "grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-2 md:grid-cols-[minmax(0,14rem)_6rem_minmax(0,1fr)_6rem_auto] md:items-center";

/**
 * The tenant's templates: each starts a post in the form ("Use"), and can be renamed or deleted
 * here; what a template says is changed by saving a post as a template from the form.
 */
export function TemplatesList({ templates }: { templates: TemplateRow[] }) {
  const t = useTranslations("posts");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [renaming, setRenaming] = useState<TemplateRow | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const refresh = () => startRefresh(() => router.refresh());

  if (templates.length === 0)
    return (
      <EmptyState
        title={t("templates.empty.title")}
        description={t("templates.empty.description")}
        action={
          <Button asChild>
            <Link href="/apps/new-post">{t("list.newPost")}</Link>
          </Button>
        }
      />
    );

  return (
    <div className="rounded-md border" aria-busy={refreshing || undefined}>
      <div
        aria-hidden
        className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
      >
        <span>{t("templates.columns.name")}</span>
        <span>{t("templates.columns.type")}</span>
        <span>{t("templates.columns.title")}</span>
        <span>{t("templates.columns.updated")}</span>
      </div>
      <ul className="divide-y" aria-label={t("templates.label")}>
        {templates.map((template) => (
          <li key={template.id} data-testid="post-template" className={`${GRID} p-3 sm:px-4`}>
            <h3 className="text-sm font-medium [overflow-wrap:anywhere]">{template.name}</h3>
            <span className="text-muted-foreground md:text-foreground text-xs md:text-sm">
              {t(`types.${template.content.type}`)}
            </span>
            <p className="text-muted-foreground line-clamp-2 text-sm [overflow-wrap:anywhere]">
              {template.content.title}
            </p>
            <time
              className="text-muted-foreground text-xs tabular-nums"
              dateTime={template.updatedAt}
            >
              <span className="md:hidden">{t("templates.updated")} </span>
              {formatDate(template.updatedAt, locale)}
            </time>
            <div className="flex flex-wrap gap-2 md:justify-end">
              <Button asChild size="sm">
                <Link
                  href={fromTemplateHref(template.id)}
                  aria-label={t("templates.useNamed", { name: template.name })}
                >
                  <FilePlus2 aria-hidden />
                  {t("templates.use")}
                </Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("templates.renameNamed", { name: template.name })}
                onClick={() => setRenaming(template)}
              >
                <Pencil aria-hidden />
                {t("templates.rename.button")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={t("templates.deleteNamed", { name: template.name })}
                onClick={() => setDeleting(template)}
              >
                <Trash2 aria-hidden />
                {t("templates.delete.button")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {renaming ? (
        <RenameTemplateDialog
          template={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={() => {
            setRenaming(null);
            refresh();
          }}
        />
      ) : null}
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={refresh}
      />
    </div>
  );
}
