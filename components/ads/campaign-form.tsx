"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, useWatch, type Path, type Resolver } from "react-hook-form";
import { badInputIssues } from "@/components/forms/server-issues";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { SaveCampaignMutation, SendCampaignMutation } from "@/lib/ads/operations";
import { MISSING_FIELD } from "@/lib/ads/rules";
import type { CampaignType } from "@/lib/graphql/generated/client/graphql";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { cn } from "@/lib/utils";
import { CampaignCommonFields } from "./campaign-common-fields";
import type { CampaignFormSetup } from "./campaign-form-setup";
import {
  campaignFormErrors,
  campaignInput,
  checkCampaignForm,
  type CampaignFormValues,
} from "./campaign-form-values";
import { CAMPAIGN_FORM_PATH } from "./campaign-href";
import { MissingList } from "./missing-list";
import { useAdsMessage } from "./use-ads-message";

/** Where a sent campaign is followed. */
const LIST_PATH = { SEARCH: "/apps/ads", PERFORMANCE_MAX: "/apps/pmax-campaigns" } as const;

/**
 * A Search or Performance Max campaign's form: the common fields, the type's own (`children`),
 * what it still needs before it can be sent, "Save draft" (a draft keeps the limits but may lack
 * parts) and "Send" (complete: saved, then sent to the ads service). lib/ads/rules.ts checks it as
 * the server does; the server's issues land on the same fields.
 */
export function CampaignForm({
  type,
  setup,
  children,
  aside,
}: {
  type: CampaignType;
  setup: CampaignFormSetup;
  children: ReactNode;
  /** Beside the form on wide screens (a preview). */
  aside?: ReactNode;
}) {
  const t = useTranslations("ads.form");
  const message = useAdsMessage();
  const router = useRouter();
  const [id, setId] = useState(setup.id);
  const [sending, setSending] = useState(false);
  // Each refused send: the list of what is missing takes the focus.
  const [refusals, setRefusals] = useState(0);
  const missingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) missingRef.current?.focus();
  }, [refusals]);
  const workspaceStores = setup.workspace?.totalLocations ?? 0;
  const resolver: Resolver<CampaignFormValues> = async (values) => {
    const { errors } = checkCampaignForm(values, type, workspaceStores);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<CampaignFormValues>({ resolver, defaultValues: setup.defaults });
  const values = useWatch({ control: form.control }) as CampaignFormValues;
  const { missing } = checkCampaignForm(values, type, workspaceStores);

  const showIssues = (failure: unknown, values: CampaignFormValues) => {
    const issues = badInputIssues(failure);
    const errors = issues ? campaignFormErrors(issues, values) : {};
    const fields = Object.entries(errors);
    for (const [field, error] of fields)
      form.setError(field as Path<CampaignFormValues>, error as never);
    if (fields.length === 0 || !issues) toast.error(message.error(failure));
    else toast.error(t("fixIssues"));
  };

  const save = async (values: CampaignFormValues) => {
    const input = campaignInput(values, type, { id, workspaceId: setup.workspace?.id ?? null });
    const { saveCampaign } = await requestGraphQL(SaveCampaignMutation, { input });
    if (!id) {
      setId(saveCampaign.id);
      router.replace(`${CAMPAIGN_FORM_PATH[type]}?id=${saveCampaign.id}`, { scroll: false });
    }
    return saveCampaign;
  };

  const onSaveDraft = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(id ? t("updated") : t("created"));
    } catch (failure) {
      showIssues(failure, values);
    }
  });

  const onSend = form.handleSubmit(async (values) => {
    const { missing } = checkCampaignForm(values, type, workspaceStores);
    if (missing.length > 0) {
      for (const [field, error] of Object.entries(
        campaignFormErrors(
          missing.map((key) => ({ path: MISSING_FIELD[key] ?? "", message: key })),
          values,
        ),
      ))
        form.setError(field as Path<CampaignFormValues>, error as never);
      toast.error(t("sendMissing"));
      setRefusals((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const saved = await save(values);
      await requestGraphQL(SendCampaignMutation, { id: saved.id });
      toast.success(t("sent", { name: saved.name }));
      router.push(LIST_PATH[type]);
    } catch (failure) {
      showIssues(failure, values);
    } finally {
      setSending(false);
    }
  });

  const busy = form.formState.isSubmitting || sending;
  return (
    <FormProvider {...form}>
      <div className={cn("grid min-w-0 gap-6", aside && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <form onSubmit={onSend} noValidate className="flex min-w-0 flex-col gap-6">
          <CampaignCommonFields workspace={setup.workspace} currencyCode={setup.currencyCode} />
          {children}
          <MissingList ref={missingRef} missing={missing} urgent={refusals > 0} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => void onSaveDraft()}
              disabled={busy}
              aria-busy={form.formState.isSubmitting && !sending ? true : undefined}
            >
              {t("saveDraft")}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={sending || undefined}>
              {t("send")}
            </Button>
          </div>
        </form>
        {aside ? <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">{aside}</div> : null}
      </div>
    </FormProvider>
  );
}
