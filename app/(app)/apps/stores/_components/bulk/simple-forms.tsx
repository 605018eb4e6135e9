"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { STORE_MESSAGE_OPTIONS } from "@/components/forms/field-messages";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import {
  infoSchema,
  openStatusSchema,
  phoneNumbersSchema,
  websiteUriSchema,
} from "@/lib/stores/schema";
import type { BulkFormProps } from "./bulk-edit-kinds";

// One-field groups: each is one input checked by its shared rule.

const phoneSchema = z.object({ primaryPhone: phoneNumbersSchema.shape.primaryPhone });
const websiteSchema = z.object({ websiteUri: websiteUriSchema });
const statusSchema = z.object({ status: openStatusSchema });
const splitLabels = (text: string) =>
  text
    .split(",")
    .map((label) => label.trim())
    .filter(Boolean);
const labelsSchema = z.object({
  labels: z.string().transform(splitLabels).pipe(infoSchema.shape.labels.unwrap()),
});

/**
 * The stores' primary phone, checked against each store's country. No additionalPhones is sent:
 * each store keeps its own (bulkUpdateLocations merges them when it sends the store's edit).
 */
export function PhoneForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const form = useForm({ resolver: zodResolver(phoneSchema), defaultValues: { primaryPhone: "" } });
  const onSubmit = form.handleSubmit((phoneNumbers) => onPatch({ phoneNumbers }));
  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <FormField
        label={t("phone")}
        description={t("phoneHint")}
        error={message.key(form.formState.errors.primaryPhone?.message)}
      >
        <Input type="tel" autoComplete="off" {...form.register("primaryPhone")} />
      </FormField>
    </form>
  );
}

export function WebsiteForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const form = useForm({ resolver: zodResolver(websiteSchema), defaultValues: { websiteUri: "" } });
  return (
    <form id={formId} onSubmit={form.handleSubmit(onPatch)} noValidate>
      <FormField
        label={t("website")}
        error={message.key(form.formState.errors.websiteUri?.message)}
      >
        <Input type="url" autoComplete="off" {...form.register("websiteUri")} />
      </FormField>
    </form>
  );
}

export function LabelsForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const form = useForm<z.input<typeof labelsSchema>, unknown, z.output<typeof labelsSchema>>({
    resolver: zodResolver(labelsSchema),
    defaultValues: { labels: "" },
  });
  // A too-long label's issue sits on its item (labels.N); show it on the one field.
  const errors = form.formState.errors.labels as unknown as
    { message?: string; [item: number]: { message?: string } | undefined } | undefined;
  const items = Array.isArray(errors) ? (errors as ({ message?: string } | undefined)[]) : [];
  const key = errors?.message ?? items.find((e) => e?.message)?.message;
  return (
    <form id={formId} onSubmit={form.handleSubmit(onPatch)} noValidate>
      <FormField
        label={t("labels")}
        description={t("labelsHint")}
        error={message.key(key, { length: { min: 1, max: MAPS.label } })}
      >
        <Input autoComplete="off" {...form.register("labels")} />
      </FormField>
    </form>
  );
}

/** Close temporarily or reopen; closing for good stays a one-store decision. */
export function OpenStatusForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const form = useForm({
    resolver: zodResolver(statusSchema),
    defaultValues: { status: "CLOSED_TEMPORARILY" as const },
  });
  return (
    <form id={formId} onSubmit={form.handleSubmit((openInfo) => onPatch({ openInfo }))} noValidate>
      <ControlledField
        control={form.control}
        name="status"
        label={t("status")}
        render={(field) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="CLOSED_TEMPORARILY">{t("closedTemporarily")}</SelectItem>
              <SelectItem value="OPEN">{t("open")}</SelectItem>
            </SelectContent>
          </Select>
        )}
      />
    </form>
  );
}
