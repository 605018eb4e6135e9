// GraphQL operation of the /apps/rar-steps page, typed by `npm run codegen`.

export { OnboardingStepsDocument as OnboardingStepsQuery } from "@/lib/graphql/generated/client/graphql";
