"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { EditDeleteButtons } from "@/components/common/edit-delete-buttons";
import { SectionCard } from "@/components/common/section-card";
import { EmptyState } from "@/components/feedback/empty-state";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { DeleteTemplateDialog } from "./delete-template-dialog";
import type { EditorTarget } from "./template-editor-dialog";
import type { TemplateRow } from "./template-row";

// The editor (its form and rules) loads when it is first opened, not with the list.
const TemplateEditorDialog = dynamic(() =>
  import("./template-editor-dialog").then((module) => module.TemplateEditorDialog),
);

/** The tenant's response templates with create, edit and delete; the server list is the truth. */
export function TemplatesManager({ templates }: { templates: TemplateRow[] }) {
  const t = useTranslations("reviewTemplates");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const refresh = () => startRefresh(() => router.refresh());
  const createButton = (
    <Button onClick={() => setEditor({ mode: "create" })} data-testid="template-create">
      <Plus aria-hidden />
      {t("create")}
    </Button>
  );

  return (
    <SectionCard
      title={t("title")}
      description={t("description")}
      action={templates.length > 0 ? createButton : null}
      busy={refreshing}
    >
      {templates.length === 0 ? (
        <EmptyState
          title={t("empty.title")}
          description={t("empty.description")}
          action={createButton}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t("listLabel")}>
          {templates.map((template) => (
            <li
              key={template.id}
              data-testid="review-template"
              className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4 sm:p-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-medium [overflow-wrap:anywhere]">{template.name}</h3>
                <p className="text-muted-foreground line-clamp-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
                  {template.body}
                </p>
                <p className="text-muted-foreground text-xs">
                  {t("updated", { date: formatDate(template.updatedAt, locale) })}
                </p>
              </div>
              <EditDeleteButtons
                labels={{
                  edit: t("edit"),
                  editNamed: t("editNamed", { name: template.name }),
                  delete: t("delete.delete"),
                  deleteNamed: t("deleteNamed", { name: template.name }),
                }}
                onEdit={() => setEditor({ mode: "edit", template })}
                onDelete={() => setDeleting(template)}
              />
            </li>
          ))}
        </ul>
      )}
      {editor ? (
        <TemplateEditorDialog
          target={editor}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            refresh();
          }}
        />
      ) : null}
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={refresh}
      />
    </SectionCard>
  );
}
