// GraphQL operations of the ads pages (typed by `npm run codegen`). Isomorphic.

export {
  AdsAccountDocument as AdsAccountQuery,
  AdsRequestsDocument as AdsRequestsQuery,
  CampaignsDocument as CampaignsQuery,
  CampaignDocument as CampaignQuery,
  CampaignTemplatesDocument as CampaignTemplatesQuery,
  AdsLocationsDocument as AdsLocationsQuery,
  CampaignImagesDocument as CampaignImagesQuery,
  RequestAdsAccountLinkDocument as RequestAdsAccountLinkMutation,
  CancelAdsAccountLinkDocument as CancelAdsAccountLinkMutation,
  UnlinkAdsAccountDocument as UnlinkAdsAccountMutation,
  ApproveAdsRequestDocument as ApproveAdsRequestMutation,
  CancelAdsRequestDocument as CancelAdsRequestMutation,
  SaveCampaignDocument as SaveCampaignMutation,
  SendCampaignDocument as SendCampaignMutation,
  SetCampaignStatusDocument as SetCampaignStatusMutation,
  DeleteCampaignDocument as DeleteCampaignMutation,
  SaveCampaignTemplateDocument as SaveCampaignTemplateMutation,
  DeleteCampaignTemplateDocument as DeleteCampaignTemplateMutation,
} from "@/lib/graphql/generated/client/graphql";
export type {
  AdsAccountFieldsFragment as AdsAccountView,
  AdsRequestFieldsFragment as AdsRequestView,
  CampaignRowFieldsFragment as CampaignRow,
  CampaignFieldsFragment as CampaignView,
  CampaignImageFieldsFragment as CampaignImageView,
} from "@/lib/graphql/generated/client/graphql";
