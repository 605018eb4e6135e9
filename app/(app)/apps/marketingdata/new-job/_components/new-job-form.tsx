"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { DateInput } from "@/components/common/date-input";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { ControlledField } from "@/components/forms/controlled-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";
import { DAILY_METRICS } from "@/lib/maps/types-performance";
import { CreateExtractJobMutation, MarketingLocationsQuery } from "@/lib/marketing/operations";
import type { NewJobFormInput, NewJobFormValues } from "@/lib/marketing/schema";
import { CONNECTOR_TYPES } from "@/lib/marketing/statuses";
import { MetricsField } from "./metrics-field";

const FIELDS = ["metrics", "stores", "dateFrom", "dateTo", "destination"] as const;
type Field = (typeof FIELDS)[number];

/** The new extract job: the same zod schema as the server, then on to the job's detail. */
export function NewJobForm({
  workspace,
  range,
}: {
  workspace: TargetWorkspace | null;
  range: { min: string; max: string } | null;
}) {
  const t = useTranslations("marketing");
  const router = useRouter();
  // The server's schema, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(() =>
    import("@/lib/marketing/schema").then((m) => m.newJobFormSchema()),
  );
  const form = useForm<NewJobFormInput, unknown, NewJobFormValues>({
    resolver: rules.resolver as unknown as Resolver<NewJobFormInput, unknown, NewJobFormValues>,
    defaultValues: {
      metrics: [...DAILY_METRICS.slice(0, 7)],
      target: workspace ? "workspace" : "stores",
      stores: [],
      dateFrom: "",
      dateTo: "",
      destination: "POSTGRESQL",
    },
  });
  const message = (key: string | undefined) =>
    key
      ? t.has(`validation.${key}`)
        ? t(`validation.${key as "DATE_REQUIRED"}`)
        : key
      : undefined;
  const errorOf = (field: Field) => message(form.formState.errors[field]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await requestGraphQL(CreateExtractJobMutation, {
        input: {
          metrics: values.metrics,
          dateFrom: values.dateFrom,
          dateTo: values.dateTo,
          destination: values.destination,
          ...(values.target === "stores"
            ? { storeIds: values.stores.map((store) => store.id) }
            : { workspaceId: workspace?.id ?? null }),
        },
      });
      toast.success(t("form.created"));
      router.push(`/apps/marketingdata?job=${data.createExtractJob.id}`);
    } catch (error) {
      const issues = error instanceof GraphQLRequestError ? error.issues : [];
      for (const issue of issues) {
        const field = (FIELDS as readonly string[]).includes(issue.path)
          ? (issue.path as Field)
          : null;
        if (field) form.setError(field, { message: issue.message }, { shouldFocus: true });
        else toast.error(message(issue.message) ?? t("form.sendError"));
      }
      if (issues.length === 0) toast.error(t("form.sendError"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <MetricsField control={form.control} error={errorOf("metrics")} />
      <StoreTargetField
        control={form.control}
        workspace={workspace}
        legend={t("form.stores")}
        chosenLabel={t("form.chosenStores")}
        workspaceHint={t("form.workspaceHint")}
        message={message}
        query={MarketingLocationsQuery}
        storesOf={(data) => data.marketingLocations}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledField
          control={form.control}
          name="dateFrom"
          label={t("form.dateFrom")}
          hint={t("form.dateHint")}
          message={message}
          render={(field) => <DateInput {...field} min={range?.min} max={range?.max} />}
        />
        <ControlledField
          control={form.control}
          name="dateTo"
          label={t("form.dateTo")}
          message={message}
          render={(field) => <DateInput {...field} min={range?.min} max={range?.max} />}
        />
      </div>
      <ControlledField
        control={form.control}
        name="destination"
        label={t("form.destination")}
        message={message}
        render={(field) => (
          <select
            className="border-input bg-background h-9 rounded-md border px-3 text-sm"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {CONNECTOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`destinations.${type}`)}
              </option>
            ))}
          </select>
        )}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
