// GraphQL operations of /set-password, the page a one-use password link opens.

export {
  PasswordTokenValidDocument as PasswordTokenValidQuery,
  SetPasswordWithTokenDocument as SetPasswordWithTokenMutation,
} from "@/lib/graphql/generated/client/graphql";
