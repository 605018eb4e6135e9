// Every key the ads rules answer with (ads.validation.*, ads.errors.*), and the numbers each names.

import { ADS_LIMITS } from "./limits";

const VALIDATION_KEYS = [
  "customerIdLength",
  "nameRequired",
  "nameTooLong",
  "radiusRange",
  "budgetRange",
  "dateInvalid",
  "endBeforeStart",
  "startPast",
  "urlInvalid",
  "urlTooLong",
  "repeated",
  "textRequired",
  "keywordTooLong",
  "keywordTooManyWords",
  "tooManyKeywords",
  "headlineTooLong",
  "tooManyHeadlines",
  "longHeadlineTooLong",
  "tooManyLongHeadlines",
  "descriptionTooLong",
  "tooManyDescriptions",
  "tooManyLogos",
  "tooManyImages",
  "tooManyStores",
  "logoShape",
  "imageShape",
  "unknownImage",
  "unknownStore",
  "tooManyVideos",
  "videoUrlInvalid",
  "videoTooLong",
  "videoUnavailable",
  "videoUnchecked",
  "storesRequired",
  "budgetRequired",
  "radiusRequired",
  "startDateRequired",
  "finalUrlRequired",
  "keywordsRequired",
  "headlinesRequired",
  "shortHeadlineRequired",
  "longHeadlineRequired",
  "descriptionsRequired",
  "shortDescriptionRequired",
  "logoRequired",
  "landscapeImageRequired",
  "squareImageRequired",
  "templateName",
  "templateNameTaken",
  "searchTooShort",
] as const;
export type AdsValidationName = (typeof VALIDATION_KEYS)[number];
export type AdsValidationKey = `ads.validation.${AdsValidationName}`;

const ERROR_KEYS = [
  "accountNotLinked",
  "linkInProgress",
  "notValidating",
  "notLinked",
  "requestDecided",
  "customerNotFound",
  "serviceOff",
  "serviceUnavailable",
  "serviceRefused",
  "notEditable",
  "notSendable",
  "notPausable",
  "notResumable",
  "badAction",
  "notDeletable",
] as const;
export type AdsErrorKey = `ads.errors.${(typeof ERROR_KEYS)[number]}`;
export type AdsMessageKey = AdsValidationKey | AdsErrorKey;

export const ADS_VALIDATION_KEYS: readonly AdsValidationKey[] = VALIDATION_KEYS.map(
  (key) => `ads.validation.${key}` as const,
);
export const ADS_ERROR_KEYS: readonly AdsErrorKey[] = ERROR_KEYS.map(
  (key) => `ads.errors.${key}` as const,
);

const v = <K extends AdsValidationName>(key: K) => `ads.validation.${key}` as const;

const { pmax } = ADS_LIMITS;

/** The numbers a message names ({min}, {max}, {seconds}…), for `t(key, adsMessageValues(key))`. */
export function adsMessageValues(key: string): Record<string, number> {
  const values: Record<string, Record<string, number>> = {
    [v("customerIdLength")]: { digits: ADS_LIMITS.customerIdDigits },
    [v("nameTooLong")]: { max: ADS_LIMITS.name.max },
    [v("radiusRange")]: ADS_LIMITS.radiusKm,
    [v("budgetRange")]: ADS_LIMITS.dailyBudget,
    [v("urlTooLong")]: { max: ADS_LIMITS.finalUrl.max },
    [v("keywordTooLong")]: { max: ADS_LIMITS.keyword.max },
    [v("keywordTooManyWords")]: { max: ADS_LIMITS.keyword.words },
    [v("tooManyKeywords")]: { max: ADS_LIMITS.keywords.max },
    [v("headlineTooLong")]: { max: pmax.headlines.length },
    [v("tooManyHeadlines")]: { max: pmax.headlines.max },
    [v("longHeadlineTooLong")]: { max: pmax.longHeadlines.length },
    [v("tooManyLongHeadlines")]: { max: pmax.longHeadlines.max },
    [v("descriptionTooLong")]: { max: pmax.descriptions.length },
    [v("tooManyDescriptions")]: { max: pmax.descriptions.max },
    [v("tooManyLogos")]: { max: pmax.logos.max },
    [v("tooManyImages")]: { max: pmax.images.max },
    [v("tooManyStores")]: { max: ADS_LIMITS.stores },
    [v("tooManyVideos")]: { max: pmax.videos.max },
    [v("videoTooLong")]: { seconds: pmax.videos.seconds },
    [v("headlinesRequired")]: { min: pmax.headlines.min },
    [v("shortHeadlineRequired")]: { max: pmax.headlines.short },
    [v("longHeadlineRequired")]: { min: pmax.longHeadlines.min },
    [v("descriptionsRequired")]: { min: pmax.descriptions.min },
    [v("shortDescriptionRequired")]: { max: pmax.descriptions.short },
    [v("logoRequired")]: { min: pmax.logos.min },
    [v("templateName")]: ADS_LIMITS.templateName,
    [v("searchTooShort")]: { min: ADS_LIMITS.searchMin },
  };
  return values[key] ?? {};
}
