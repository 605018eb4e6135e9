import "server-only";
import { idOf, type SimResource } from "../store";
import type { Batch, Problems, ResourceHandler } from "./batch";
import { isDate, oneOf, requiredText, todayIn } from "./checks";

// Campaign budgets and campaigns (Search and Performance Max). A campaign keeps, under data.sim,
// the spans it was enabled: its metrics grow only in them.

const STATUSES = ["ENABLED", "PAUSED"] as const;
const UPDATE_STATUSES = ["ENABLED", "PAUSED", "REMOVED"] as const;
const CHANNELS = ["SEARCH", "PERFORMANCE_MAX"] as const;
const EU_POLITICAL = [
  "CONTAINS_EU_POLITICAL_ADVERTISING",
  "DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING",
] as const;
const BIDDING = ["manualCpc", "maximizeConversions", "maximizeConversionValue", "targetSpend"];
/** Google's "run indefinitely" end date in v21. */
const NO_END_DATE = "2037-12-30";

export type CampaignSim = { enabled: [number, number | null][] };

export const budgets: ResourceHandler = {
  type: "campaignBudget",
  collection: "campaignBudgets",
  async create(batch, body, p) {
    const name = requiredText(p, body.name, ["name"], 255);
    const amount = Number(body.amountMicros);
    if (!Number.isInteger(amount) || amount <= 0)
      p.add("campaignBudgetError", "MONEY_AMOUNT_TOO_SMALL", "The budget amount is too small.", [
        "amount_micros",
      ]);
    else if (amount % 10_000 !== 0)
      p.add(
        "campaignBudgetError",
        "NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT",
        "The budget is not a multiple of the currency's smallest unit.",
        ["amount_micros"],
      );
    if ((await batch.list("campaignBudget")).some((b) => b.data.name === name))
      p.add("campaignBudgetError", "DUPLICATE_NAME", "A budget with this name already exists.", [
        "name",
      ]);
    p.check();
    const resourceName = batch.name("campaignBudgets", body.resourceName);
    return batch.put({
      resourceName,
      type: "campaignBudget",
      campaign: null,
      data: {
        resourceName,
        id: idOf(resourceName),
        name,
        amountMicros: String(amount),
        deliveryMethod: body.deliveryMethod ?? "STANDARD",
        explicitlyShared: body.explicitlyShared ?? true,
        status: "ENABLED",
      },
    });
  },
};

function withStatus(resource: SimResource, status: string, now: Date): Record<string, unknown> {
  const sim = (resource.data.sim as CampaignSim | undefined) ?? { enabled: [] };
  const enabled = sim.enabled.map(([from, to]) => [from, to] as [number, number | null]);
  const open = enabled.at(-1)?.[1] === null;
  if (status === "ENABLED" && !open) enabled.push([now.getTime(), null]);
  if (status !== "ENABLED" && open) enabled[enabled.length - 1]![1] = now.getTime();
  return { ...resource.data, status, sim: { enabled } };
}

async function checkDates(batch: Batch, body: Record<string, unknown>, p: Problems) {
  const start = body.startDate ?? todayIn(batch.customer.timeZone, batch.now);
  const end = body.endDate ?? NO_END_DATE;
  if (!isDate(start))
    p.add("dateError", "INVALID_FIELD_VALUES_IN_DATE", "The date is invalid.", ["start_date"]);
  if (!isDate(end))
    p.add("dateError", "INVALID_FIELD_VALUES_IN_DATE", "The date is invalid.", ["end_date"]);
  if (isDate(start) && start < todayIn(batch.customer.timeZone, batch.now))
    p.add("dateRangeError", "START_DATE_IN_THE_PAST", "The start date is in the past.", [
      "start_date",
    ]);
  if (isDate(start) && isDate(end) && end < start)
    p.add("dateRangeError", "INVALID_DATE", "The end date is before the start date.", ["end_date"]);
  return { startDate: start as string, endDate: end as string };
}

export const campaigns: ResourceHandler = {
  type: "campaign",
  collection: "campaigns",
  async create(batch, body, p) {
    const name = requiredText(p, body.name, ["name"], 255);
    const status = oneOf(p, body.status, STATUSES, ["status"]);
    const channel = oneOf(p, body.advertisingChannelType, CHANNELS, ["advertising_channel_type"]);
    oneOf(p, body.containsEuPoliticalAdvertising, EU_POLITICAL, [
      "contains_eu_political_advertising",
    ]);
    const budget = await batch.get(body.campaignBudget, "campaignBudget");
    if (!budget)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The budget was not found.", ["campaign_budget"]);
    else if (channel === "PERFORMANCE_MAX" && budget.data.explicitlyShared)
      p.add(
        "campaignBudgetError",
        "CANNOT_USE_SHARED_CAMPAIGN_BUDGET_FOR_PERFORMANCE_MAX",
        "Performance Max needs a budget of its own.",
        ["campaign_budget"],
      );
    if (BIDDING.filter((b) => body[b] !== undefined).length !== 1)
      p.add("biddingError", "BIDDING_STRATEGY_REQUIRED", "Set one bidding strategy.", [
        "campaign_bidding_strategy",
      ]);
    else if (channel === "PERFORMANCE_MAX" && body.manualCpc !== undefined)
      p.add(
        "biddingError",
        "BIDDING_STRATEGY_NOT_SUPPORTED",
        "Not a Performance Max bidding strategy.",
        ["manual_cpc"],
      );
    const live = (await batch.list("campaign")).filter((c) => c.data.status !== "REMOVED");
    if (name && live.some((c) => c.data.name === name))
      p.add(
        "campaignError",
        "DUPLICATE_CAMPAIGN_NAME",
        "A campaign with this name already exists.",
        ["name"],
        name,
      );
    const dates = await checkDates(batch, body, p);
    p.check();
    const resourceName = batch.name("campaigns", body.resourceName);
    const { resourceName: _asked, ...fields } = body;
    void _asked;
    const made = batch.put({
      resourceName,
      type: "campaign",
      campaign: resourceName,
      data: {
        ...fields,
        ...dates,
        resourceName,
        id: idOf(resourceName),
        campaignBudget: budget!.resourceName,
        sim: { enabled: [] },
      },
    });
    return batch.put({ ...made, data: withStatus(made, status, batch.now) });
  },
  async update(batch, body, mask, p) {
    const campaign = await batch.get(body.resourceName, "campaign");
    if (!campaign) {
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The campaign was not found.", ["resource_name"]);
      p.check();
    }
    if (campaign!.data.status === "REMOVED")
      p.add(
        "operationAccessDeniedError",
        "OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE",
        "The campaign is removed.",
      );
    const unknown = mask.filter((f) => !["status", "name", "end_date"].includes(f));
    if (unknown.length)
      p.add("fieldMaskError", "FIELD_NOT_FOUND", `Cannot update ${unknown.join(", ")}.`, [
        "update_mask",
      ]);
    let data = { ...campaign!.data };
    if (mask.includes("name")) data.name = requiredText(p, body.name, ["name"], 255);
    if (mask.includes("end_date")) {
      if (!isDate(body.endDate))
        p.add("dateError", "INVALID_FIELD_VALUES_IN_DATE", "The date is invalid.", ["end_date"]);
      data.endDate = body.endDate ?? NO_END_DATE;
    }
    if (mask.includes("status")) {
      const status = oneOf(p, body.status, UPDATE_STATUSES, ["status"]);
      p.check();
      data = withStatus({ ...campaign!, data }, status, batch.now);
    }
    p.check();
    return batch.put({ ...campaign!, data });
  },
};
