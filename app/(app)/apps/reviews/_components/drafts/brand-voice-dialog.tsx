"use client";

import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import type {
  BrandFormality,
  BrandTone,
  BrandVoiceFieldsFragment,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UpdateBrandVoiceMutation } from "@/lib/review-drafts/operations";
import { BRAND_TONES, FORMALITIES } from "@/lib/review-drafts/voice-options";

type Values = {
  tone: BrandTone;
  formality: BrandFormality;
  signOff: string;
  avoidWords: string;
  maxLength: string;
};

const FIELDS = new Set(["tone", "formality", "signOff", "avoidWords", "maxLength"]);

/** Words typed one per line or separated by commas. */
const wordsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** The brand voice's form; the server's schema decides (its issues land on their fields). */
export function BrandVoiceDialog({
  voice,
  onClose,
  onSaved,
}: {
  voice: BrandVoiceFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("reviewDrafts.voice");
  const message = useApiErrorMessage("reviewDrafts.validation");
  const errorMessage = useApiErrorMessage(["reviewDrafts.errors", "reviewDrafts.validation"]);
  const form = useForm<Values>({
    defaultValues: {
      tone: voice.tone,
      formality: voice.formality,
      signOff: voice.signOff,
      avoidWords: voice.avoidWords.join("\n"),
      maxLength: String(voice.maxLength),
    },
  });
  const [save, saving] = useGraphQLMutation(UpdateBrandVoiceMutation);

  async function send(values: Values) {
    const input = {
      tone: values.tone,
      formality: values.formality,
      signOff: values.signOff,
      avoidWords: wordsOf(values.avoidWords),
      maxLength: Number(values.maxLength),
    };
    const result = await save({ input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.updateBrandVoice) {
      toast.success(t("saved"));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const field = path.split(".")[0]!;
      return FIELDS.has(field) ? field : null;
    };
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(errorMessage(result.error));
  }

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t("title")}
        description={t("dialogDescription")}
        onSubmit={form.handleSubmit(send)}
        formClassName="flex min-w-0 flex-col gap-4"
        submitLabel={saving.loading ? t("saving") : t("save")}
        cancelLabel={t("cancel")}
        pending={saving.loading}
        contentProps={{ className: "sm:max-w-xl", "data-testid": "brand-voice-dialog" }}
      >
        <ControlledField
          control={form.control}
          name="tone"
          label={t("tone")}
          message={message.key}
          render={(field) => (
            <NativeSelect {...field} data-autofocus>
              {BRAND_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {t(`tones.${tone}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <ControlledField
          control={form.control}
          name="formality"
          label={t("formality")}
          message={message.key}
          render={(field) => (
            <NativeSelect {...field}>
              {FORMALITIES.map((formality) => (
                <option key={formality} value={formality}>
                  {t(`formalities.${formality}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <ControlledField
          control={form.control}
          name="signOff"
          label={t("signOff")}
          hint={t("signOffHint")}
          message={message.key}
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <ControlledField
          control={form.control}
          name="avoidWords"
          label={t("avoidWords")}
          hint={t("avoidWordsHint")}
          message={message.key}
          render={(field) => <Textarea {...field} rows={3} />}
        />
        <ControlledField
          control={form.control}
          name="maxLength"
          label={t("maxLength")}
          hint={t("maxLengthHint")}
          message={message.key}
          render={(field) => (
            <Input {...field} type="number" min={50} max={400} inputMode="numeric" />
          )}
        />
      </FormDialog>
    </FormProvider>
  );
}
