"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { FilesField, type FileIssue } from "@/components/files/files-field";
import type { PickedFile } from "@/components/files/picked-file";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { MEDIA_CATEGORIES } from "@/lib/maps/types-media";
import type { MediaCategory } from "@/lib/graphql/generated/client/graphql";
import { CreateMediaPackageMutation, MediaLocationsQuery } from "@/lib/media/operations";
import { packageIssues } from "@/lib/media/package-rules";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import type { PackageFormValues } from "./package-form-schema";
import {
  PACKAGE_MESSAGE_NAMESPACES,
  PACKAGE_MESSAGE_OPTIONS,
  packageValues,
  type PackageMessageContext,
} from "./package-messages";

/** The server's issue "CODE:fileName" (or "CODE") as its parts. */
function splitIssue(message: string): { code: string; file?: string } {
  const at = message.indexOf(":");
  return at < 0 ? { code: message } : { code: message.slice(0, at), file: message.slice(at + 1) };
}

/**
 * A media package: name, category, files of the library (or uploaded into it here) and stores.
 * Spec §5 is checked as the user picks (the server's own rules, run here); on sending, the server
 * judges again and its refusals land next to the fields and files they name. A package sent opens
 * its sending's page.
 */
export function PackageForm({ workspace }: { workspace: TargetWorkspace | null }) {
  const t = useTranslations("media.form");
  const { number } = useFormatNumber();
  const tc = useTranslations("media.categories");
  const packageMessage = useApiErrorMessage(PACKAGE_MESSAGE_NAMESPACES, PACKAGE_MESSAGE_OPTIONS);
  const message = (code: string, context: PackageMessageContext = {}) => {
    const known = context.category && tc.has(context.category) ? context.category : null;
    return packageMessage.key(code, {
      values: packageValues(context, known ? tc(known as never) : undefined),
    });
  };
  const router = useRouter();
  const [serverIssues, setServerIssues] = useState<FileIssue[]>([]);
  const [full, setFull] = useState(false);
  const [send, sending] = useGraphQLMutation(CreateMediaPackageMutation);
  const rules = useZodRules(() => import("./package-form-schema").then((m) => m.packageFormSchema));
  const form = useForm<PackageFormValues>({
    resolver: rules.resolver as unknown as Resolver<PackageFormValues>,
    defaultValues: {
      name: "",
      category: "",
      files: [],
      // No default audience: a package went to all 250 stores unless the user noticed.
      target: null,
      stores: [],
    },
  });
  const [category, files] = useWatch({ control: form.control, name: ["category", "files"] });

  // The rules as the user picks: each issue in words, by the file it names.
  const liveIssues: FileIssue[] = packageIssues(category, files).map((issue) => ({
    file: issue.file,
    text: message(issue.message, { file: issue.file, category, params: issue.params }),
  }));
  const fileIssues = [...liveIssues, ...serverIssues];

  // Read when an upload ends, not from the render that started it: picks made meanwhile stay.
  function pickUploaded(uploaded: PickedFile[]) {
    const current = form.getValues("files");
    const fresh = uploaded.filter((file) => !current.some((picked) => picked.id === file.id));
    const room = Math.max(MAX_IMAGES_PER_BATCH - current.length, 0);
    setServerIssues([]);
    setFull(fresh.length > room);
    form.setValue("files", [...current, ...fresh.slice(0, room)], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }

  /** Checked values waiting for the user's confirmation, which names the stores' count. */
  const [confirming, setConfirming] = useState<PackageFormValues | null>(null);
  const storeCount = (values: PackageFormValues) =>
    values.target === "workspace" ? (workspace?.totalLocations ?? 0) : values.stores.length;

  async function submit(values: PackageFormValues) {
    setConfirming(null);
    setServerIssues([]);
    try {
      const data = await send({
        input: {
          name: values.name.trim(),
          category: values.category as MediaCategory,
          resourceIds: values.files.map((file) => file.id),
          ...(values.target === "workspace" && workspace
            ? { workspaceId: workspace.id }
            : { locationIds: values.stores.map((store) => store.id) }),
        },
      });
      const jobId = data.createMediaPackage.job?.id;
      router.push(jobId ? `/apps/media/mediaJobDetails?id=${jobId}` : "/apps/media");
    } catch (error) {
      const issues = badInputIssues(error);
      if (!issues) return form.setError("root", { message: message("generic") });
      const onFiles: FileIssue[] = [];
      for (const issue of issues) {
        const { code, file } = splitIssue(issue.message);
        const text = message(code, { file, category: values.category });
        if (issue.path.startsWith("name")) form.setError("name", { message: text });
        else if (issue.path.startsWith("category")) form.setError("category", { message: text });
        else if (issue.path.startsWith("locationIds") || code === "noStores")
          form.setError("stores", { message: text });
        else onFiles.push({ file, text });
      }
      setServerIssues(onFiles);
      form.setError("root", { message: t("refused") });
    }
  }

  const rootError = form.formState.errors.root?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(setConfirming)}
      className="flex min-w-0 flex-col gap-5"
      aria-busy={sending.loading || undefined}
    >
      <ControlledField
        control={form.control}
        name="name"
        label={t("name")}
        message={(key) => (key === undefined ? undefined : message(key))}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <Controller
        name="category"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>{t("category")}</FieldLabel>
            <Select
              value={field.value || undefined}
              onValueChange={(value) => {
                field.onChange(value);
                setServerIssues([]);
                // The files' issues follow the category: an old one must not linger.
                form.clearErrors("files");
              }}
            >
              <FieldControl>
                <SelectTrigger className="w-full sm:w-72" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t("categoryPlaceholder")} />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {MEDIA_CATEGORIES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {tc(value)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldDescription className="text-xs">{t("categoryHint")}</FieldDescription>
            <FieldError
              errors={[
                {
                  message:
                    fieldState.error &&
                    message(fieldState.error.message ?? "", { category: field.value }),
                },
              ]}
            />
          </Field>
        )}
      />
      <Controller
        name="files"
        control={form.control}
        render={({ field, fieldState }) => (
          <FilesField
            label={t("files")}
            hint={t("filesHint", { max: MAX_IMAGES_PER_BATCH })}
            picked={field.value}
            onChange={(next) => {
              setFull(false);
              setServerIssues([]);
              field.onChange(next);
            }}
            issues={fileIssues}
            notice={
              full
                ? message("TOO_MANY_IMAGES")
                : fieldState.error && fileIssues.length === 0
                  ? message(fieldState.error.message ?? "")
                  : null
            }
            onFull={() => setFull(true)}
            onUploaded={pickUploaded}
          />
        )}
      />
      <StoreTargetField
        control={form.control}
        workspace={workspace}
        legend={t("stores")}
        chosenLabel={t("chosenStores")}
        workspaceHint={t("workspaceHint")}
        message={(key) => (key ? message(key) : undefined)}
        query={MediaLocationsQuery}
        storesOf={(data) => data.mediaLocations}
      />
      {rootError ? (
        <p role="alert" className="text-destructive text-sm">
          {rootError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="ghost">
          <Link href="/apps/media">{t("cancel")}</Link>
        </Button>
        <Button type="submit" disabled={sending.loading}>
          {sending.loading ? t("sending") : t("submit")}
        </Button>
      </div>
      <GenericDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={
          confirming
            ? t("confirm", { count: storeCount(confirming), n: number(storeCount(confirming)) })
            : ""
        }
        confirmLabel={t("submit")}
        busy={sending.loading}
        onConfirm={() => confirming && void submit(confirming)}
        contentProps={{ "data-testid": "package-confirm" }}
      />
    </form>
  );
}
