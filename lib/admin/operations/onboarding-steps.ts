// GraphQL operation of the /apps/rar-steps page, typed by `npm run codegen`.
import { graphql } from "@/lib/graphql/generated/client";

export const OnboardingStepsQuery = graphql(`
  query OnboardingSteps {
    onboardingSteps {
      key
      done
      count
    }
  }
`);
