"use client";

import { Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { DeleteTenantTopicMutation } from "@/lib/review-topics/operations";
import { TOPIC_LIMITS } from "@/lib/review-topics/rules";
import { TopicEditorDialog, type TenantTopicRow } from "./topic-editor-dialog";

/** The tenant's own topics: each with its words, and (for an ADMIN) add, edit and remove. */
export function TenantTopicsManager({
  topics,
  canEdit,
}: {
  topics: readonly TenantTopicRow[];
  canEdit: boolean;
}) {
  const t = useTranslations("reviewTopics.own");
  const locale = useLocale();
  const router = useRouter();
  const errorMessage = useApiErrorMessage("reviewTopics.validation");
  const [editing, setEditing] = useState<TenantTopicRow | "new" | null>(null);
  const [removing, setRemoving] = useState<TenantTopicRow | null>(null);
  const [remove, { loading }] = useGraphQLMutation(DeleteTenantTopicMutation);
  const nameOf = (topic: TenantTopicRow) => (locale === "es" ? topic.nameEs : topic.nameEn);
  const full = topics.length >= TOPIC_LIMITS.topicsPerTenant;

  async function confirmRemove(topic: TenantTopicRow) {
    const ok = await remove({ id: topic.id }).then(
      (data) => Boolean(data?.deleteTenantTopic),
      (error: unknown) => (toast.error(errorMessage(error)), false),
    );
    if (ok) toast.success(t("deleted", { name: nameOf(topic) }));
    setRemoving(null);
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-3">
      {topics.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {topics.map((topic) => (
            <li
              key={topic.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{nameOf(topic)}</span>
                <span className="text-muted-foreground text-xs break-words">
                  {t("keywordsLine", {
                    es: topic.keywordsEs.join(", ") || "—",
                    en: topic.keywordsEn.join(", ") || "—",
                  })}
                </span>
              </div>
              {canEdit ? (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${t("edit")}: ${nameOf(topic)}`}
                    onClick={() => setEditing(topic)}
                  >
                    {t("edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t("delete")}: ${nameOf(topic)}`}
                    onClick={() => setRemoving(topic)}
                  >
                    {t("delete")}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setEditing("new")} disabled={full}>
            <Plus aria-hidden />
            {t("add")}
          </Button>
          {full ? (
            <span className="text-muted-foreground text-sm">
              {t("full", { max: TOPIC_LIMITS.topicsPerTenant })}
            </span>
          ) : null}
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t("adminOnly")}</p>
      )}
      {editing ? (
        <TopicEditorDialog
          topic={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      ) : null}
      <GenericDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t("deleteTitle")}
        description={removing ? t("deleteConfirm", { name: nameOf(removing) }) : undefined}
        confirmLabel={t("delete")}
        onConfirm={() => (removing ? void confirmRemove(removing) : undefined)}
        destructive
        busy={loading}
      />
    </div>
  );
}
