import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { afterLinkCheck, checkLinkItem } from "./account";
import { ADS_CAMPAIGN_CHECK, ADS_LINK_CHECK, ADS_SEND } from "./kind";
import { afterCampaignCheck, afterSend, checkCampaignItem, sendCampaignItem } from "./send";

registerJobKind(ADS_SEND, { item: sendCampaignItem, finished: afterSend });
registerJobKind(ADS_CAMPAIGN_CHECK, { item: checkCampaignItem, finished: afterCampaignCheck });
registerJobKind(ADS_LINK_CHECK, { item: checkLinkItem, finished: afterLinkCheck });
