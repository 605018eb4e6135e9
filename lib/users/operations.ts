// The spec §7 `user` query, shared by the signed-in shell (server) and the user gate (client).

export { CurrentUserDocument as currentUserQuery } from "@/lib/graphql/generated/client/graphql";
