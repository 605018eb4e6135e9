"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues } from "@/components/forms/server-issues";
import { Field, FieldControl, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import {
  StartVerificationMutation,
  VerificationOptionsQuery,
} from "@/lib/listing-health/operations";

type MethodKey = "ADDRESS" | "PHONE_CALL" | "SMS" | "EMAIL" | "AUTO" | "VETTED_PARTNER";

/**
 * Starts a store's verification: the methods the maps service offers for it (fetched as the
 * dialog opens), one chosen, then verify. A PIN method leaves it waiting for its PIN.
 */
export function VerifyDialog({
  locationId,
  storeName,
  onClose,
}: {
  locationId: string;
  storeName: string;
  onClose: () => void;
}) {
  const t = useTranslations("listingHealth");
  const errorText = useApiErrorMessage(["listingHealth.errors", "listingHealth.validation"]);
  const router = useRouter();
  const options = useGraphQLQuery(VerificationOptionsQuery, { variables: { locationId } });
  const [start, { loading }] = useGraphQLMutation(StartVerificationMutation);
  const [method, setMethod] = useState<string | null>(null);
  const [emailUser, setEmailUser] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = options.data?.verificationOptions ?? [];
  const chosen = offered.find((o) => o.method === method) ?? null;

  async function submit() {
    if (!chosen) return setProblem(t("validation.pickMethod"));
    const emailAddress =
      chosen.method === "EMAIL" && chosen.destination
        ? `${emailUser ?? chosen.emailUser ?? ""}@${chosen.destination}`
        : null;
    try {
      const data = await start({ input: { locationId, method: chosen.method, emailAddress } });
      const state = data.startVerification.state;
      if (state === "FAILED") return setProblem(t("verify.failed"));
      toast.success(t(state === "COMPLETED" ? "verify.completed" : "verify.started"));
      router.refresh();
      onClose();
    } catch (error) {
      if (badInputIssues(error)?.length) return setProblem(errorText(error));
      toast.error(errorText(error));
    }
  }

  const label = (o: (typeof offered)[number]) => {
    const base = t(`verify.methods.${o.method as MethodKey}`, { destination: o.destination ?? "" });
    return o.expectedDeliveryDays
      ? `${base} · ${t("verify.delivery", { days: o.expectedDeliveryDays })}`
      : base;
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t("verify.title", { store: storeName })}
      description={t("verify.description")}
      onSubmit={submit}
      submitLabel={t("verify.submit")}
      pending={loading}
      submitDisabled={offered.length === 0}
    >
      {options.loading ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t("verify.loading")}
        </p>
      ) : options.error ? (
        <p className="text-destructive text-sm" role="alert">
          {errorText(options.error) || t("verify.loadFailed")}
        </p>
      ) : offered.length === 0 ? (
        <p className="text-sm" role="status">
          {t("verify.noOptions")}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2" aria-invalid={problem ? true : undefined}>
          <legend className="mb-2 text-sm font-medium">{t("verify.method")}</legend>
          {offered.map((o, index) => (
            <label key={o.method} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="method"
                value={o.method}
                checked={method === o.method}
                data-autofocus={index === 0 ? true : undefined}
                onChange={() => {
                  setMethod(o.method);
                  setProblem(null);
                }}
                className="mt-1"
              />
              <span>{label(o)}</span>
            </label>
          ))}
          {chosen?.method === "EMAIL" && chosen.emailUserEditable ? (
            <Field>
              <FieldLabel>{t("verify.emailAddress")}</FieldLabel>
              <FieldControl>
                <Input
                  value={emailUser ?? chosen.emailUser ?? ""}
                  onChange={(event) => setEmailUser(event.target.value)}
                  autoComplete="off"
                />
              </FieldControl>
            </Field>
          ) : null}
          {problem ? (
            <p className="text-destructive text-sm" role="alert">
              {problem}
            </p>
          ) : null}
        </fieldset>
      )}
    </FormDialog>
  );
}
