"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { EntryListField } from "@/components/forms/entry-list-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { CreateRankingJobMutation, RankingLocationsQuery } from "@/lib/rankings/operations";
import {
  GRID_SIZES,
  GRID_SPACING_KM,
  pointsPerStore,
  RANKING_DEVICES,
  RANKING_FREQUENCIES,
  RANKING_LIMITS,
  rankingFormField,
  rankingFormInput,
  type RankingFormValues,
} from "@/lib/rankings/rules";

const NAME_LENGTH = RANKING_LIMITS.name;

/** The API's paths of an issue as the form's fields (its stores and grid are held its own way). */
function formErrors(errors: FieldErrors): FieldErrors<RankingFormValues> {
  const { locationIds, workspaceId, grid, ...rest } = errors as FieldErrors & {
    grid?: { size?: unknown; spacingKm?: unknown };
  };
  const stores = locationIds ?? workspaceId;
  return {
    ...rest,
    ...(stores ? { stores } : {}),
    ...(grid?.size ? { gridSize: grid.size } : {}),
    ...(grid?.spacingKm ? { gridSpacingKm: grid.spacingKm } : {}),
  } as FieldErrors<RankingFormValues>;
}

/** The new ranking: the server's own rules on every field, then on to the ranking's page. */
export function RankingForm({ workspace }: { workspace: TargetWorkspace | null }) {
  const t = useTranslations("rankings");
  const router = useRouter();
  const { number } = useFormatNumber();
  const issue = useApiErrorMessage("rankings.validation", {
    values: { max: RANKING_LIMITS.entries },
  });
  const rules = useZodRules(() => import("@/lib/rankings/schema").then((m) => m.rankingFormSchema));
  // The rules check the API's input; their issues show on the form's own fields.
  const resolver: Resolver<RankingFormValues> = async (values, context, options) => {
    const result = await rules.resolver(values, context, options as never);
    return Object.keys(result.errors).length
      ? { values: {}, errors: formErrors(result.errors) }
      : { values, errors: {} };
  };
  const form = useForm<RankingFormValues>({
    resolver,
    defaultValues: {
      name: "",
      target: workspace ? "workspace" : "stores",
      stores: [],
      workspaceId: workspace?.id ?? null,
      keywords: [],
      competitors: [],
      businessNames: [],
      frequency: "MONTHLY",
      device: "MOBILE",
      gridOn: true,
      gridSize: 5,
      gridSpacingKm: 1,
    },
  });
  const [keywords, gridOn, gridSize] = useWatch({
    control: form.control,
    name: ["keywords", "gridOn", "gridSize"],
  });
  const searches =
    keywords.length * pointsPerStore(gridOn ? { size: gridSize, spacingKm: 1 } : null);
  const message = (key: string | undefined, entry?: string) =>
    issue.key(key, { values: { entry: entry ?? "" }, length: key ? NAME_LENGTH : undefined });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await requestGraphQL(CreateRankingJobMutation, {
        input: rankingFormInput(values),
      });
      toast.success(t("form.created"));
      router.push(`/apps/rankingJobs/${data.createRankingJob.id}`);
    } catch (error) {
      const issues = badInputIssues(error);
      const shown = issues && showServerIssues(form.setError, issues, rankingFormField);
      if (!shown) toast.error(issue(error));
    }
  });

  const entryList = (name: "keywords" | "competitors" | "businessNames") => (
    <EntryListField
      control={form.control}
      name={name}
      label={t(`form.${name}`)}
      hint={t(`form.${name}Hint`)}
      placeholder={t("form.entryPlaceholder")}
      addLabel={t("form.add")}
      removeLabel={(entry) => t("form.remove", { entry })}
      message={message}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ControlledField
        control={form.control}
        name="name"
        label={t("form.name")}
        message={(key) => message(key)}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <StoreTargetField
        control={form.control}
        workspace={workspace}
        legend={t("form.stores")}
        chosenLabel={t("form.chosenStores")}
        workspaceHint={t("form.workspaceHint")}
        message={(key) => message(key)}
        query={RankingLocationsQuery}
        storesOf={(data) => data.rankingLocations}
      />
      {entryList("keywords")}
      {entryList("competitors")}
      {entryList("businessNames")}
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledField
          control={form.control}
          name="frequency"
          label={t("form.frequency")}
          render={(field) => (
            <NativeSelect {...field} className="w-full">
              {RANKING_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`frequency.${frequency}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <ControlledField
          control={form.control}
          name="device"
          label={t("form.device")}
          render={(field) => (
            <NativeSelect {...field} className="w-full">
              {RANKING_DEVICES.map((device) => (
                <option key={device} value={device}>
                  {t(`device.${device}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t("form.gridSize")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={gridOn}
            onCheckedChange={(checked) => form.setValue("gridOn", checked === true)}
          />
          {t("form.gridOn")}
        </label>
        {gridOn ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <ControlledField
              control={form.control}
              name="gridSize"
              label={t("form.gridSize")}
              message={(key) => message(key)}
              render={(field) => (
                <NativeSelect
                  {...field}
                  className="w-full"
                  onChange={(event) => field.onChange(Number(event.target.value))}
                >
                  {GRID_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {t("form.gridSizeOption", { size })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
            <ControlledField
              control={form.control}
              name="gridSpacingKm"
              label={t("form.spacing")}
              message={(key) => message(key)}
              render={(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="decimal"
                  min={GRID_SPACING_KM.min}
                  max={GRID_SPACING_KM.max}
                  step={0.1}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                  value={Number.isNaN(field.value) ? "" : field.value}
                />
              )}
            />
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{t("form.gridOff")}</p>
        )}
      </fieldset>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("form.checks", { count: searches, formatted: number(searches) })}
      </p>
      <Button
        type="submit"
        className="self-start"
        disabled={form.formState.isSubmitting || !rules.schema}
      >
        {t("form.submit")}
      </Button>
    </form>
  );
}
