// GraphQL operations of the approvals page (typed by `npm run codegen`). Isomorphic.

export {
  PendingApprovalFieldsFragmentDoc as PendingApprovalFieldsFragment,
  PendingApprovalsDocument as PendingApprovalsQuery,
  ApprovalDiffDocument as ApprovalDiffQuery,
  ApprovalRuleDocument as ApprovalRuleQuery,
  ApproveEditDocument as ApproveEditMutation,
  RejectEditDocument as RejectEditMutation,
  SetApprovalRuleDocument as SetApprovalRuleMutation,
} from "@/lib/graphql/generated/client/graphql";
