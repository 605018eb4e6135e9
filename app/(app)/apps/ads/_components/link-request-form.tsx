"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { RequestAdsAccountLinkMutation } from "@/lib/ads/operations";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

type Values = { customerId: string };

/** The ten-digit customer id of the account to link, sent to a platform admin for approval. */
export function LinkRequestForm() {
  const t = useTranslations("ads.account");
  const message = useAdsMessage();
  const router = useRouter();
  const rules = useZodRules(() => import("./link-request-rules").then((m) => m.linkRequestRules));
  const form = useForm<Values>({
    resolver: rules.resolver as never,
    defaultValues: { customerId: "" },
  });
  const [request, requesting] = useGraphQLMutation(RequestAdsAccountLinkMutation);

  const onSubmit = form.handleSubmit(async ({ customerId }) => {
    try {
      await request({ customerId });
      toast.success(t("requested"));
      router.refresh();
    } catch (error) {
      const issue = badInputIssues(error)?.[0];
      if (issue) form.setError("customerId", { type: "server", message: issue.message });
      else toast.error(message.error(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm">{t("notLinked")}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ControlledField
          control={form.control}
          name="customerId"
          label={t("customerId")}
          hint={t("customerIdHint")}
          hintClassName="text-xs"
          message={(key) => message.key(key)}
          className="sm:w-72"
          render={(field) => (
            <Input {...field} inputMode="numeric" autoComplete="off" placeholder="123-456-7890" />
          )}
        />
        <Button
          type="submit"
          className="sm:mt-6"
          disabled={requesting.loading || !rules.schema}
          aria-busy={requesting.loading || undefined}
        >
          {t("request")}
        </Button>
      </div>
    </form>
  );
}
