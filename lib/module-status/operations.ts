// Spec §7 `moduleStatus`: modules in maintenance, read once by the signed-in shell.
import { graphql } from "@/lib/graphql/generated/client";

export const moduleStatusQuery = graphql(`
  query ModuleStatus {
    moduleStatus {
      name
      status
    }
  }
`);
