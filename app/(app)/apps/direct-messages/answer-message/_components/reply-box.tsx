"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SendMessageMutation } from "@/lib/messages/operations";
import { fillTemplate, firstNameOf, MAX_REPLY_LENGTH } from "@/lib/messages/rules";

type ReplyForm = { text: string };

/** The reply: typed or started from a quick reply, counted against the provider's limit. */
export function ReplyBox({
  conversationId,
  customerName,
  storeName,
  templates,
}: {
  conversationId: string;
  customerName: string;
  storeName: string;
  templates: { id: string; name: string; body: string }[];
}) {
  const t = useTranslations("directMessages.reply");
  const message = useApiErrorMessage("directMessages.errors");
  const router = useRouter();
  const labelId = useId();
  const [send, sending] = useGraphQLMutation(SendMessageMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rules = useZodRules(() => import("./reply-rules").then((m) => m.replyRules));
  const form = useForm<ReplyForm>({
    resolver: rules.resolver as unknown as Resolver<ReplyForm>,
    defaultValues: { text: "" },
    mode: "onSubmit",
  });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";

  const onSubmit = form.handleSubmit(async ({ text: reply }) => {
    setRefusal(null);
    try {
      await send({ conversationId, text: reply });
      form.reset({ text: "" });
      router.refresh();
    } catch (error) {
      const issue = badInputIssues(error)?.find((one) => one.path === "text");
      if (issue) form.setError("text", { message: issue.message });
      else setRefusal(message(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      aria-label={t("formLabel")}
      noValidate
    >
      {templates.length > 0 ? (
        <div className="flex flex-col gap-2">
          <span id={labelId} className="text-sm font-medium">
            {t("quickReply")}
          </span>
          <Select
            value=""
            onValueChange={(id) => {
              const template = templates.find((item) => item.id === id);
              if (template)
                form.setValue(
                  "text",
                  fillTemplate(template.body, { firstName: firstNameOf(customerName), storeName }),
                  { shouldDirty: true },
                );
            }}
          >
            <SelectTrigger aria-labelledby={labelId} className="w-full" data-testid="quick-reply">
              <SelectValue placeholder={t("quickReplyPlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {templates.map((template) => (
                <SelectItem key={template.id} value={template.id}>
                  {template.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <ControlledField
        control={form.control}
        name="text"
        label={t("label")}
        message={(key) =>
          key ? message.key(key, { length: { min: 1, max: MAX_REPLY_LENGTH } }) : undefined
        }
        render={(field) => (
          <Textarea {...field} rows={4} className="min-h-24 [overflow-wrap:anywhere]" />
        )}
        extra={() => (
          <CharacterCounter data-testid="reply-counter" value={text} max={MAX_REPLY_LENGTH} />
        )}
      />
      {refusal ? (
        <p role="alert" className="text-destructive text-sm">
          {refusal}
        </p>
      ) : null}
      <Button
        type="submit"
        className="self-end"
        disabled={sending.loading}
        aria-busy={sending.loading || undefined}
      >
        {sending.loading ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
