import type { FieldError, FieldErrors } from "react-hook-form";
import type { PickedFile } from "@/components/files/picked-file";
import type { StoreTarget } from "@/components/forms/store-target-field";
import type { StoreName } from "@/components/forms/store-picker";
import { campaignIssues, campaignMissing, type CampaignDraft } from "@/lib/ads/rules";
import type {
  CampaignFieldsFragment,
  CampaignImageFieldsFragment,
  CampaignInput,
  CampaignType,
} from "@/lib/graphql/generated/client/graphql";

/** The campaign form's values: lists of texts keep their blank rows until sent. */
export type CampaignFormValues = {
  name: string;
  target: StoreTarget | null;
  stores: StoreName[];
  perStore: boolean;
  /** As typed; "" is none yet. */
  radiusKm: string;
  dailyBudget: string;
  startDate: string;
  endDate: string;
  finalUrl: string;
  keywords: string[];
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  logos: PickedFile[];
  images: PickedFile[];
  videoUrls: string[];
};

export type TextListName = "headlines" | "longHeadlines" | "descriptions" | "videoUrls";

/** A library image as the pickers hold it. */
export function pickedImage(image: CampaignImageFieldsFragment): PickedFile {
  return { ...image, kind: "IMAGE", byteSize: 0, durationMs: null };
}

/** Where the form starts: a draft's values, a template's content, or blank rows to fill. */
export function campaignFormDefaults({
  campaign,
  fields,
  stores,
  logos,
  images,
  workspaceId,
}: {
  campaign?: CampaignFieldsFragment | null;
  /** A template's content (a CampaignInput without id, stores and dates). */
  fields?: Partial<CampaignInput> | null;
  /** The draft's stores, named. */
  stores?: StoreName[];
  /** A template's images, read from the library. */
  logos?: PickedFile[];
  images?: PickedFile[];
  workspaceId?: string | null;
}): CampaignFormValues {
  const from = campaign ?? fields ?? {};
  const rows = (list: readonly string[] | null | undefined, min: number) => {
    const given = [...(list ?? [])];
    return given.length >= min ? given : [...given, ...Array<string>(min - given.length).fill("")];
  };
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  const chosen = stores ?? [];
  return {
    name: from.name ?? "",
    target: campaign ? (chosen.length > 0 ? "stores" : workspaceId ? "workspace" : null) : null,
    stores: chosen,
    perStore: from.perStore ?? false,
    radiusKm: number(from.radiusKm),
    dailyBudget: number(from.dailyBudget),
    startDate: campaign?.startDate ?? "",
    endDate: campaign?.endDate ?? "",
    finalUrl: from.finalUrl ?? "",
    keywords: [...(from.keywords ?? [])],
    headlines: rows(from.headlines, 3),
    longHeadlines: rows(from.longHeadlines, 1),
    descriptions: rows(from.descriptions, 2),
    logos: campaign ? campaign.logos.map(pickedImage) : (logos ?? []),
    images: campaign ? campaign.images.map(pickedImage) : (images ?? []),
    videoUrls: [...(from.videoUrls ?? [])],
  };
}

/** A list's filled rows, and where each came from in the form (an issue's index points there). */
function filled(list: readonly string[]) {
  const rows: number[] = [];
  const entries: string[] = [];
  list.forEach((entry, index) => {
    if (!entry.trim()) return;
    rows.push(index);
    entries.push(entry);
  });
  return { entries, rows };
}

function numberOrNull(value: string): number | null {
  const text = value.trim().replace(",", ".");
  return text === "" ? null : Number(text);
}

const LIST_FIELDS = [
  "keywords",
  "headlines",
  "longHeadlines",
  "descriptions",
  "videoUrls",
] as const;

/** What the form sends: blank rows left out, numbers read, the stores or the workspace. */
export function campaignInput(
  values: CampaignFormValues,
  type: CampaignType,
  { id, workspaceId }: { id: string | null; workspaceId: string | null },
): CampaignInput {
  const lists = Object.fromEntries(
    LIST_FIELDS.map((field) => [field, filled(values[field]).entries]),
  ) as Record<(typeof LIST_FIELDS)[number], string[]>;
  const pmax = type === "PERFORMANCE_MAX";
  return {
    ...(id ? { id } : {}),
    type,
    name: values.name,
    ...(values.target === "workspace" && workspaceId
      ? { workspaceId, locationIds: [] }
      : { locationIds: values.stores.map((store) => store.id) }),
    perStore: values.perStore,
    radiusKm: numberOrNull(values.radiusKm),
    dailyBudget: numberOrNull(values.dailyBudget),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    finalUrl: values.finalUrl.trim() || null,
    keywords: pmax ? [] : lists.keywords,
    headlines: lists.headlines,
    longHeadlines: pmax ? lists.longHeadlines : [],
    descriptions: lists.descriptions,
    logoIds: pmax ? values.logos.map((file) => file.id) : [],
    imageIds: pmax ? values.images.map((file) => file.id) : [],
    videoUrls: pmax ? lists.videoUrls : [],
  };
}

/** The campaign as lib/ads/rules.ts checks it. */
export function campaignFormDraft(
  values: CampaignFormValues,
  type: CampaignType,
  workspaceStores: number,
): CampaignDraft {
  const input = campaignInput(values, type, { id: null, workspaceId: null });
  const size = ({ width, height }: PickedFile) => ({ width, height });
  return {
    type,
    name: values.name,
    storeCount: values.target === "workspace" ? workspaceStores : values.stores.length,
    radiusKm: input.radiusKm ?? null,
    dailyBudget: input.dailyBudget ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    finalUrl: input.finalUrl ?? null,
    keywords: input.keywords ?? [],
    headlines: input.headlines ?? [],
    longHeadlines: input.longHeadlines ?? [],
    descriptions: input.descriptions ?? [],
    logos: type === "PERFORMANCE_MAX" ? values.logos.map(size) : [],
    images: type === "PERFORMANCE_MAX" ? values.images.map(size) : [],
    videoUrls: input.videoUrls ?? [],
  };
}

/** The form's field of an issue's path (the API's names: locationIds, logoIds.2…). */
function formField(path: string): { field: keyof CampaignFormValues; index: number | null } | null {
  const [head, rest] = path.split(".");
  const index = rest === undefined || rest === "" ? null : Number(rest);
  const byApi: Record<string, keyof CampaignFormValues> = {
    locationIds: "stores",
    workspaceId: "stores",
    logoIds: "logos",
    imageIds: "images",
  };
  const field = (byApi[head] ?? head) as keyof CampaignFormValues;
  const known: readonly string[] = [
    "name",
    "stores",
    "perStore",
    "radiusKm",
    "dailyBudget",
    "startDate",
    "endDate",
    "finalUrl",
    "keywords",
    "logos",
    "images",
    ...LIST_FIELDS,
  ];
  if (!known.includes(field)) return null;
  return { field, index: Number.isInteger(index) ? index : null };
}

type ListError = FieldError[] & { root?: FieldError; message?: string };

/**
 * Issues (a message key on an API path) as the form's errors: an entry's issue on its row (the
 * API's index counted over the filled rows), a list's on the list, files' issues on their picker.
 */
export function campaignFormErrors(
  issues: readonly { path: string; message: string }[],
  values: CampaignFormValues,
): FieldErrors<CampaignFormValues> {
  const errors: Record<string, FieldError | ListError> = {};
  for (const issue of issues) {
    const target = formField(issue.path);
    if (!target) continue;
    const { field } = target;
    const error: FieldError = { type: "rules", message: issue.message };
    const isList = (LIST_FIELDS as readonly string[]).includes(field);
    if (!isList) {
      // A picked file's issue shows on the picker, the first one for the field.
      errors[field] ??= error;
      continue;
    }
    const list = (errors[field] ??= Object.assign([] as FieldError[], {})) as ListError;
    if (target.index === null) {
      list.root ??= error;
      list.message ??= issue.message;
      continue;
    }
    const rows = filled(values[field as (typeof LIST_FIELDS)[number]]).rows;
    const row = rows[target.index] ?? target.index;
    list[row] ??= error;
  }
  return errors as FieldErrors<CampaignFormValues>;
}

/** The form's own check: lib/ads/rules.ts's limits, which even a draft keeps. */
export function checkCampaignForm(
  values: CampaignFormValues,
  type: CampaignType,
  workspaceStores: number,
) {
  const draft = campaignFormDraft(values, type, workspaceStores);
  return {
    errors: campaignFormErrors(campaignIssues(draft), values),
    missing: campaignMissing(draft),
  };
}
