import { withRequestMeta } from "@/lib/auth/request-meta";
import { getGraphQLServer } from "@/lib/graphql/yoga";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Only the request is passed on: Next's second argument is not a Yoga server context. The
// request's address and browser stay readable below it (the audit rows of the jobs it starts).
function handle(request: Request): Promise<Response> {
  return withRequestMeta(request.headers, () => Promise.resolve(getGraphQLServer().fetch(request)));
}

export { handle as GET, handle as POST, handle as OPTIONS };
