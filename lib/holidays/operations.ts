// GraphQL operations of the holidays page (typed by `npm run codegen`). Isomorphic.

export {
  HolidayPresetsDocument as HolidayPresetsQuery,
  HolidayPresetPreviewDocument as HolidayPresetPreviewQuery,
  ApplyHolidayPresetDocument as ApplyHolidayPresetMutation,
  CleanPastSpecialHoursDocument as CleanPastSpecialHoursMutation,
} from "@/lib/graphql/generated/client/graphql";
