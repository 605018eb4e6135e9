// GraphQL operations of the bell and the notifications page (also timed by the shell benchmark).

export {
  NotificationGroupsDocument as NotificationGroupsQuery,
  SetIsReadUpdateDocument as SetIsReadUpdateMutation,
} from "@/lib/graphql/generated/client/graphql";
