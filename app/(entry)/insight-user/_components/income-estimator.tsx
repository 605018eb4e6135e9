"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { INCOME_ESTIMATOR } from "@/lib/constants";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { Locale } from "@/lib/i18n/config";
import {
  actionCounts,
  clampSlider,
  estimateIncome,
  formatIncome,
  type MetricTotal,
} from "@/lib/insights/income";
import { ActionsChart } from "./actions-chart";

/** Step 1: ticket and conversion sliders, and what they make of the stores' actions (spec §9). */
export function IncomeEstimator({
  metrics,
  finishing,
  onBack,
  onFinish,
}: {
  metrics: MetricTotal[];
  finishing: boolean;
  onBack: () => void;
  onFinish: () => void;
}) {
  const t = useTranslations("insights.estimator");
  const format = useFormatNumber();
  const locale = useLocale() as Locale;
  const [ticket, setTicket] = useState<number>(INCOME_ESTIMATOR.ticket.default);
  const [conversion, setConversion] = useState<number>(INCOME_ESTIMATOR.conversion.default);
  const estimate = estimateIncome(metrics, ticket, conversion);
  const counts = actionCounts(metrics);
  const results = [
    { key: "income", value: formatIncome(estimate.income, locale) },
    { key: "traffic", value: format.number(estimate.traffic, 0) },
    { key: "impressions", value: format.number(estimate.impressions) },
    { key: "actions", value: format.number(estimate.actions) },
  ] as const;
  const sliders = [
    {
      id: "ticket",
      range: INCOME_ESTIMATOR.ticket,
      value: ticket,
      set: setTicket,
      shown: formatIncome(ticket, locale),
    },
    {
      id: "conversion",
      range: INCOME_ESTIMATOR.conversion,
      value: conversion,
      set: setConversion,
      shown: t("conversionValue", { value: format.number(conversion) }),
    },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("title")}</CardTitle>
        <CardDescription>{t("subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          {sliders.map((s) => (
            <div key={s.id} className="flex flex-col gap-3">
              <div className="flex items-center justify-between">
                <Label id={`${s.id}-label`}>{t(s.id)}</Label>
                <span className="font-medium tabular-nums" data-testid={`${s.id}-value`}>
                  {s.shown}
                </span>
              </div>
              <Slider
                aria-labelledby={`${s.id}-label`}
                thumbLabel={t(s.id)}
                min={s.range.min}
                max={s.range.max}
                step={1}
                value={[s.value]}
                onValueChange={([v]) => s.set(clampSlider(v ?? s.range.min, s.range))}
              />
            </div>
          ))}
          <dl className="grid grid-cols-2 gap-3">
            {results.map((r) => (
              <div key={r.key} className="bg-muted/50 flex flex-col gap-1 rounded-lg p-3">
                <dt className="text-muted-foreground text-sm">{t(r.key)}</dt>
                <dd
                  className="text-xl font-semibold tabular-nums"
                  data-testid={`estimate-${r.key}`}
                >
                  {r.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ActionsChart counts={counts} title={t("chartTitle")} label={t("chartLabel")} />
      </CardContent>
      <CardFooter className="flex justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          {t("back")}
        </Button>
        <Button onClick={onFinish} disabled={finishing}>
          {finishing ? t("finishing") : t("finish")}
        </Button>
      </CardFooter>
    </Card>
  );
}
