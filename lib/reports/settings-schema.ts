// Pure: the revenue estimate's inputs a tenant saves, checked as the estimator's sliders are (§9).
import { z } from "zod";
import { INCOME_ESTIMATOR } from "@/lib/constants";

export const REPORT_CURRENCIES = ["USD", "EUR", "ARS"] as const;
export type ReportCurrency = (typeof REPORT_CURRENCIES)[number];

const { ticket, conversion } = INCOME_ESTIMATOR;

export const revenueSettingsSchema = z.object({
  ticket: z.number("ticketRange").min(ticket.min, "ticketRange").max(ticket.max, "ticketRange"),
  conversionPercent: z
    .number("conversionRange")
    .min(conversion.min, "conversionRange")
    .max(conversion.max, "conversionRange"),
  currency: z.enum(REPORT_CURRENCIES, "currencyUnknown"),
});

export type RevenueSettingsInput = z.infer<typeof revenueSettingsSchema>;

export type RevenueSettingsValues = RevenueSettingsInput & {
  /** True while the tenant never saved them: the spec's defaults. */
  isDefault: boolean;
};

export const DEFAULT_REVENUE_SETTINGS: RevenueSettingsValues = {
  ticket: ticket.default,
  conversionPercent: conversion.default,
  currency: INCOME_ESTIMATOR.currency,
  isDefault: true,
};
