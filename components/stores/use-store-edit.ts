"use client";

import { useState } from "react";
import { useForm, type DefaultValues, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import type { LocationPatchInput } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { changedFields } from "@/lib/stores/changed-fields";
import { UpdateStoreMutation } from "@/lib/stores/operations";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import type { StoreEditFormProps } from "./store-edit-form";
import type { StoreEditContext } from "./store-edit-types";

function loadedBaseline<S extends z.ZodType<unknown, object>>(
  schema: S | null,
  defaultValues: z.input<S>,
  toPatch: (values: z.output<S>) => LocationPatchInput,
): LocationPatchInput | null {
  const parsed = schema?.safeParse(defaultValues);
  return parsed?.success ? toPatch(parsed.data as z.output<S>) : null;
}

type Options<S extends z.ZodType<unknown, object>> = {
  context: StoreEditContext;
  /**
   * Loads the form's rules (the shared schemas of lib/stores/schema.ts, composed) from the form's
   * own rules file, after the page: `() => import("./x-rules").then((m) => m.rules)`.
   */
  rules: () => Promise<S>;
  defaultValues: z.input<S>;
  /** Every field of the form as the API's patch; only the changed ones are sent. */
  toPatch: (values: z.output<S>) => LocationPatchInput;
  /**
   * The form field a server issue belongs to (paths as in the patch). By default a path whose
   * first part is a field of the form lands there as it is.
   */
  fieldOf?: (path: string, sent: LocationPatchInput) => string | null;
};

/**
 * A store edit form on the shared pattern: react-hook-form with the shared zod schema, the patch of
 * the changed fields sent with updateLocation, the server's BAD_USER_INPUT issues on their fields,
 * and the job it starts for StoreEditForm's outcome.
 */
export function useStoreEdit<S extends z.ZodType<unknown, object>>({
  context,
  rules,
  defaultValues,
  toPatch,
  fieldOf,
}: Options<S>) {
  const t = useTranslations("stores.edit");
  const { resolver, schema } = useZodRules(rules);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    // Checked when sent, then as the user corrects: an error appearing on blur moves the send
    // button under the pointer between press and release, and the click is lost.
    mode: "onSubmit",
  });
  // What the store holds as far as this page knows: the loaded store (read through the rules once
  // they are here; the form cannot be sent before), then each change sent.
  const [loadedValues] = useState(defaultValues);
  const [changed, setChanged] = useState<{ baseline: LocationPatchInput | null } | null>(null);
  const baseline = changed ? changed.baseline : loadedBaseline(schema, loadedValues, toPatch);
  const setBaseline = (next: LocationPatchInput | null) => setChanged({ baseline: next });
  const [sent, setSent] = useState<{ jobId: string; before: LocationPatchInput | null } | null>(
    null,
  );
  const [update, { loading }] = useGraphQLMutation(UpdateStoreMutation);
  const isFormField = (path: string) => path.split(".")[0]! in (defaultValues as object);

  async function send(values: z.output<S>) {
    const next = toPatch(values);
    const patch = changedFields(baseline, next);
    if (!patch) return void toast.info(t("nothingChanged"));
    const result = await update({ id: context.storeId, patch }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const jobId = result.data?.updateLocation.jobId;
    if (jobId) {
      setSent({ jobId, before: baseline });
      setBaseline(next);
      form.reset(form.getValues());
      return;
    }
    const issues = badInputIssues(result.error);
    const where = (path: string) =>
      fieldOf ? fieldOf(path, patch) : isFormField(path) ? path : null;
    if (issues && showServerIssues(form.setError, issues, where)) return;
    toast.error(t("sendFailed"));
  }

  /** A refused change is not the store's state: sending the same values again is a change. */
  function onSettled(accepted: boolean) {
    if (!accepted && sent) setBaseline(sent.before);
  }

  const formProps: Omit<StoreEditFormProps, "children"> = {
    form: form as never,
    onSubmit: form.handleSubmit(send),
    sending: loading,
    ready: schema !== null,
    context,
    jobId: sent?.jobId ?? null,
    onSettled,
  };
  return { form, send, formProps };
}
