// GraphQL operations of the saved searches' pages (typed by `npm run codegen`). Isomorphic.

export {
  SerpFieldsFragmentDoc as SerpFieldsFragment,
  SerpsDocument as SerpsQuery,
  SerpDocument as SerpQuery,
  CreateSerpDocument as CreateSerpMutation,
  RunSerpDocument as RunSerpMutation,
  PauseSerpDocument as PauseSerpMutation,
  ResumeSerpDocument as ResumeSerpMutation,
  DeleteSerpDocument as DeleteSerpMutation,
} from "@/lib/graphql/generated/client/graphql";
