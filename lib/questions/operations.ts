// GraphQL operations of the questions pages (typed by `npm run codegen`). Isomorphic.

export {
  QuestionFieldsFragmentDoc as QuestionFieldsFragment,
  QuestionsDocument as QuestionsQuery,
  QuestionDocument as QuestionQuery,
  QuestionsServiceDocument as QuestionsServiceQuery,
  FaqLocationsDocument as FaqLocationsQuery,
  FaqStoreNamesDocument as FaqStoreNamesQuery,
  AnswerQuestionDocument as AnswerQuestionMutation,
  AnswerQuestionsDocument as AnswerQuestionsMutation,
  CreateFaqDocument as CreateFaqMutation,
} from "@/lib/graphql/generated/client/graphql";
