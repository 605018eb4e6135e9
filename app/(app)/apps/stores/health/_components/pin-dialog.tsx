"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues } from "@/components/forms/server-issues";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { CompleteVerificationMutation } from "@/lib/listing-health/operations";
import { PIN_PATTERN } from "@/lib/listing-health/rules";

/** Completes a store's pending verification with the PIN Google sent; a wrong one says so. */
export function PinDialog({
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
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [complete, { loading }] = useGraphQLMutation(CompleteVerificationMutation);

  async function submit() {
    const value = pin.replace(/\s+/g, "");
    if (!PIN_PATTERN.test(value)) return setProblem(t("validation.pinFormat"));
    try {
      await complete({ input: { locationId, pin: value } });
      toast.success(t("pin.done"));
      router.refresh();
      onClose();
    } catch (error) {
      // A wrong PIN belongs under the field; anything else is the call's.
      if (badInputIssues(error)?.length) return setProblem(errorText(error));
      toast.error(errorText(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("pin.title", { store: storeName })}
      description={t("pin.description")}
      onSubmit={submit}
      submitLabel={t("pin.submit")}
      pending={loading}
    >
      <Field invalid={problem !== null}>
        <FieldLabel>{t("pin.label")}</FieldLabel>
        <FieldControl>
          <Input
            value={pin}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-autofocus
            onChange={(event) => {
              setPin(event.target.value);
              setProblem(null);
            }}
          />
        </FieldControl>
        <FieldError>{problem}</FieldError>
      </Field>
    </FormDialog>
  );
}
