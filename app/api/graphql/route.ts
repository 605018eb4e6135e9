import { getGraphQLServer } from "@/lib/graphql/yoga";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Only the request is passed on: Next's second argument is not a Yoga server context.
function handle(request: Request): Promise<Response> {
  return Promise.resolve(getGraphQLServer().fetch(request));
}

export { handle as GET, handle as POST, handle as OPTIONS };
