"use client";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { EditDeleteButtons } from "@/components/common/edit-delete-buttons";
import { FormDialog } from "@/components/common/form-dialog";
import { GenericDialog } from "@/components/common/generic-dialog";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import {
  CreateMessageTemplateMutation,
  DeleteMessageTemplateMutation,
  UpdateMessageTemplateMutation,
} from "@/lib/messages/operations";
import { MAX_REPLY_LENGTH, MAX_TEMPLATE_NAME } from "@/lib/messages/rules";

type Template = { id: string; name: string; body: string };

/** The placeholders as written in a template, for the texts that name them. */
const VARIABLES = { firstName: "{firstName}", storeName: "{storeName}" };
type TemplateForm = { name: string; body: string };

function TemplateDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const t = useTranslations("directMessages.templates");
  const message = useApiErrorMessage("directMessages.errors");
  const router = useRouter();
  const [create, creating] = useGraphQLMutation(CreateMessageTemplateMutation);
  const [update, updating] = useGraphQLMutation(UpdateMessageTemplateMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rules = useZodRules(() => import("./template-rules").then((m) => m.templateRules));
  const form = useForm<TemplateForm>({
    resolver: rules.resolver as unknown as Resolver<TemplateForm>,
    defaultValues: { name: template?.name ?? "", body: template?.body ?? "" },
    mode: "onChange",
  });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      if (template) await update({ id: template.id, input });
      else await create({ input });
      router.refresh();
      onClose();
    } catch (error) {
      const issues = badInputIssues(error);
      if (issues?.length) {
        for (const issue of issues)
          if (issue.path === "name" || issue.path === "body")
            form.setError(issue.path, { message: issue.message });
      } else setRefusal(message(error));
    }
  });
  const fieldMessage = (max: number) => (key: string | undefined) =>
    key ? message.key(key, { length: { min: 1, max } }) : undefined;
  return (
    <FormDialog
      onClose={onClose}
      title={template ? t("editTitle") : t("newTitle")}
      description={t("variables", VARIABLES)}
      onSubmit={onSubmit}
      formClassName="flex flex-col gap-3"
      submitLabel={t("save")}
      pending={creating.loading || updating.loading}
      notice={refusal ? <p className="text-destructive text-sm">{refusal}</p> : null}
    >
      <ControlledField
        control={form.control}
        name="name"
        label={t("name")}
        message={fieldMessage(MAX_TEMPLATE_NAME)}
        render={(field) => <Input {...field} data-autofocus />}
      />
      <ControlledField
        control={form.control}
        name="body"
        label={t("body")}
        message={fieldMessage(MAX_REPLY_LENGTH)}
        render={(field) => <Textarea {...field} rows={4} className="[overflow-wrap:anywhere]" />}
        extra={() => <CharacterCounter value={body} max={MAX_REPLY_LENGTH} />}
      />
    </FormDialog>
  );
}

/** The quick replies a reply can start from: listed, added, edited and deleted here. */
export function QuickRepliesManager({
  templates,
  error,
}: {
  templates: Template[];
  error: boolean;
}) {
  const t = useTranslations("directMessages.templates");
  const router = useRouter();
  const [editing, setEditing] = useState<Template | "new" | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [remove, removing] = useGraphQLMutation(DeleteMessageTemplateMutation);
  return (
    <SectionCard
      title={t("title")}
      description={t("description", VARIABLES)}
      action={
        <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          {t("new")}
        </Button>
      }
    >
      {error ? <p className="text-destructive text-sm">{t("loadError")}</p> : null}
      {!error && templates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : null}
      <ul className="flex flex-col divide-y">
        {templates.map((template) => (
          <li
            key={template.id}
            className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium">{template.name}</p>
              <p className="text-muted-foreground line-clamp-2 text-sm [overflow-wrap:anywhere]">
                {template.body}
              </p>
            </div>
            <EditDeleteButtons
              labels={{
                edit: t("edit"),
                editNamed: t("editNamed", { name: template.name }),
                delete: t("delete"),
                deleteNamed: t("deleteNamed", { name: template.name }),
              }}
              onEdit={() => setEditing(template)}
              onDelete={() => setDeleting(template)}
            />
          </li>
        ))}
      </ul>
      {editing ? (
        <TemplateDialog
          template={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <GenericDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("deleteTitle")}
        description={deleting ? t("deleteConfirm", { name: deleting.name }) : undefined}
        confirmLabel={t("delete")}
        destructive
        busy={removing.loading}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ id: deleting.id }).catch(() => undefined);
          setDeleting(null);
          router.refresh();
        }}
      />
    </SectionCard>
  );
}
