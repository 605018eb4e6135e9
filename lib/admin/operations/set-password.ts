// GraphQL operations of /set-password, the page a one-use password link opens.
import { graphql } from "@/lib/graphql/generated/client";

export const PasswordTokenValidQuery = graphql(`
  query PasswordTokenValid($token: String!) {
    passwordTokenValid(token: $token)
  }
`);

export const SetPasswordWithTokenMutation = graphql(`
  mutation SetPasswordWithToken($token: String!, $password: String!) {
    setPasswordWithToken(token: $token, password: $password)
  }
`);
