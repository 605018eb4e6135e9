// Messages are keys of reportSharing.errors; revenue inputs are checked as the sliders are (§9).
import { z } from "zod";
import { INCOME_ESTIMATOR } from "@/lib/constants";
import {
  MAX_RECIPIENTS,
  REPORT_CURRENCIES,
  REPORT_DAYS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  SHARE_LINK_DAYS,
} from "./constants";

const uuid = z.uuid("invalidId");
const textList = z.array(z.string().trim().min(1).max(200)).max(100, "tooManyValues");

export const reportFiltersSchema = z.object({
  workspaceId: uuid.nullish(),
  storeIds: z.array(uuid).max(10_000, "tooManyValues").optional(),
  labels: textList.optional(),
  cities: textList.optional(),
  days: z
    .number("daysRange")
    .int("daysRange")
    .min(REPORT_DAYS.min, "daysRange")
    .max(REPORT_DAYS.max, "daysRange"),
});
export type ReportFiltersValues = z.infer<typeof reportFiltersSchema>;

/** One address per entry, trimmed and lower-cased so a repeated one is caught. */
export const recipientsSchema = z
  .array(z.string().trim().toLowerCase().pipe(z.email("recipientInvalid")))
  .min(1, "recipientsRequired")
  .max(MAX_RECIPIENTS, "recipientsTooMany")
  .refine((list) => new Set(list).size === list.length, "recipientsRepeated");

export const reportScheduleSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, "frequencyInvalid"),
  format: z.enum(REPORT_FORMATS, "formatInvalid"),
  recipients: recipientsSchema,
  filters: reportFiltersSchema,
  locale: z.enum(["en", "es"], "localeInvalid").optional(),
});
export type ReportScheduleValues = z.infer<typeof reportScheduleSchema>;

export const shareLinkSchema = z.object({
  filters: reportFiltersSchema,
  expiresInDays: z
    .number("expiryRange")
    .int("expiryRange")
    .min(SHARE_LINK_DAYS.min, "expiryRange")
    .max(SHARE_LINK_DAYS.max, "expiryRange"),
});

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
