// The Google Ads API client of the ads section (REST, v21): the manager account's invitation to a
// client account and its end, the client's details, Search and Performance Max campaigns made in
// one request each, their status, review and metrics. Every call goes through the manager
// (login-customer-id); ADS_SERVICE picks Google, the simulator or none.

import { readCampaignStates } from "./campaign-states";
import {
  pmaxCampaignOperations,
  pmaxTextAssetOperations,
  searchCampaignOperations,
} from "./campaign-operations";
import { getAdsConfig, type AdsServiceMode } from "./config";
import { AdsApiError, serviceOff } from "./errors";
import { adsFetch, adsTransport, customerIdOf, gaqlString, type AdsTransport } from "./http";
import type { AdsApi, LinkStatus, RemoteCampaign } from "./specs";
import type { FetchLike } from "./token";
import type {
  CustomerClientLink,
  GoogleAdsMutateResponse,
  MutateOperation,
  MutateResponse,
} from "./types";

export type * from "./specs";
export { AdsApiError } from "./errors";
export { setAdsFetchForTests } from "./http";
export type { FetchLike } from "./token";

type Env = Record<string, string | undefined>;

/** A campaign made but not enabled: the error carries it, so it is not made twice. */
export class AdsCampaignNotEnabledError extends AdsApiError {
  constructor(
    readonly remote: RemoteCampaign,
    cause: AdsApiError,
  ) {
    super(cause.status, cause.code, cause.retryable, cause.detail, cause.errors);
  }
}

function offApi(mode: AdsServiceMode): AdsApi {
  const refuse = async (): Promise<never> => {
    throw serviceOff();
  };
  return {
    mode,
    getCustomer: refuse,
    inviteClient: refuse,
    linkStatus: refuse,
    endLink: refuse,
    createSearchCampaign: refuse,
    createPerformanceMaxCampaign: refuse,
    setCampaignStatus: refuse,
    campaignStates: refuse,
  };
}

async function googleAdsMutate(t: AdsTransport, customerId: string, ops: MutateOperation[]) {
  const answer = await t.post<GoogleAdsMutateResponse>(`customers/${customerId}/googleAds:mutate`, {
    mutateOperations: ops,
  });
  return answer.mutateOperationResponses ?? [];
}

async function setStatus(t: AdsTransport, customerId: string, campaign: string, status: string) {
  await t.post<MutateResponse>(`customers/${customerId}/campaigns:mutate`, {
    operations: [{ update: { resourceName: campaign, status }, updateMask: "status" }],
  });
}

/** The budget and campaign of a googleAds:mutate answer, then the campaign enabled. */
async function madeAndEnabled(
  t: AdsTransport,
  customerId: string,
  answers: GoogleAdsMutateResponse["mutateOperationResponses"],
): Promise<RemoteCampaign> {
  const budget = answers.find((a) => a.campaignBudgetResult)?.campaignBudgetResult?.resourceName;
  const campaign = answers.find((a) => a.campaignResult)?.campaignResult?.resourceName;
  if (!budget || !campaign)
    throw new AdsApiError(502, "BAD_RESPONSE", false, "No campaign in the answer");
  const remote = { campaign, budget };
  try {
    await setStatus(t, customerId, campaign, "ENABLED");
  } catch (error) {
    if (error instanceof AdsApiError) throw new AdsCampaignNotEnabledError(remote, error);
    throw error;
  }
  return remote;
}

async function newestLink(t: AdsTransport, managerId: string, clientId: string) {
  const rows = await t.search(
    managerId,
    "SELECT customer_client_link.resource_name, customer_client_link.client_customer, " +
      "customer_client_link.manager_link_id, customer_client_link.status " +
      "FROM customer_client_link WHERE customer_client_link.client_customer = " +
      gaqlString(`customers/${clientId}`),
  );
  const links = rows
    .map((r) => r.customerClientLink)
    .filter((l): l is CustomerClientLink => Boolean(l));
  links.sort((a, b) => Number(b.managerLinkId ?? 0) - Number(a.managerLinkId ?? 0));
  return links[0] ?? null;
}

export function adsApi(env: Env = process.env, fetchImpl: FetchLike = adsFetch()): AdsApi {
  const config = getAdsConfig(env);
  if (config.mode === "off") return offApi(config.mode);
  const t = adsTransport(config, fetchImpl);
  const manager = config.managerCustomerId;
  return {
    mode: config.mode,
    async getCustomer(customerId) {
      const id = customerIdOf(customerId);
      const [row] = await t.search(
        id,
        "SELECT customer.id, customer.descriptive_name, customer.currency_code, " +
          "customer.time_zone, customer.test_account FROM customer",
      );
      const c = row?.customer;
      if (!c) throw new AdsApiError(404, "CUSTOMER_NOT_FOUND", false, `No customer ${id}`);
      return {
        id: String(c.id ?? id),
        descriptiveName: c.descriptiveName ?? "",
        currencyCode: c.currencyCode ?? "",
        timeZone: c.timeZone ?? "",
        testAccount: c.testAccount ?? false,
      };
    },
    async inviteClient(customerId) {
      const id = customerIdOf(customerId);
      const answer = await t.post<{ result: { resourceName: string } }>(
        `customers/${manager}/customerClientLinks:mutate`,
        { operation: { create: { clientCustomer: `customers/${id}`, status: "PENDING" } } },
      );
      return answer.result.resourceName;
    },
    async linkStatus(customerId) {
      const link = await newestLink(t, manager, customerIdOf(customerId));
      return (link?.status as LinkStatus | undefined) ?? null;
    },
    async endLink(customerId) {
      const id = customerIdOf(customerId);
      const link = await newestLink(t, manager, id);
      if (link?.status === "PENDING") {
        await t.post(`customers/${manager}/customerClientLinks:mutate`, {
          operation: {
            update: { resourceName: link.resourceName, status: "CANCELED" },
            updateMask: "status",
          },
        });
      } else if (link?.status === "ACTIVE") {
        // An accepted link is ended on the client's side of it, the manager link.
        await t.post(`customers/${id}/customerManagerLinks:mutate`, {
          operations: [
            {
              update: {
                resourceName: `customers/${id}/customerManagerLinks/${manager}~${link.managerLinkId}`,
                status: "INACTIVE",
              },
              updateMask: "status",
            },
          ],
        });
      }
    },
    async createSearchCampaign(customerId, spec) {
      const id = customerIdOf(customerId);
      const answers = await googleAdsMutate(t, id, searchCampaignOperations(id, spec));
      return madeAndEnabled(t, id, answers);
    },
    async createPerformanceMaxCampaign(customerId, spec) {
      const id = customerIdOf(customerId);
      const texts = await googleAdsMutate(
        t,
        id,
        pmaxTextAssetOperations([...spec.headlines, ...spec.descriptions]),
      );
      const names = texts.map((a) => a.assetResult?.resourceName ?? "");
      const made = {
        headlines: names.slice(0, spec.headlines.length),
        descriptions: names.slice(spec.headlines.length),
      };
      const answers = await googleAdsMutate(t, id, pmaxCampaignOperations(id, spec, made));
      return madeAndEnabled(t, id, answers);
    },
    async setCampaignStatus(customerId, campaign, status) {
      await setStatus(t, customerIdOf(customerId), campaign, status);
    },
    campaignStates(customerId, campaigns) {
      return readCampaignStates(t, customerIdOf(customerId), campaigns);
    },
  };
}
