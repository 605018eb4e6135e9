// The edit every store form sends (typed by `npm run codegen`); the forms pick the changed fields.
import { graphql } from "@/lib/graphql/generated/client";

export const UpdateStoreMutation = graphql(`
  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {
    updateLocation(id: $id, patch: $patch) {
      jobId
      status
    }
  }
`);
