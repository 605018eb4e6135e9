import { redirect } from "next/navigation";
import { signIn } from "@/lib/auth";
import { mapsProviderId } from "@/lib/auth/maps-project-sign-in";
import { mapsServiceMode } from "@/lib/maps/config";
import { findMapsProject } from "@/lib/maps/projects";

export const dynamic = "force-dynamic";

/**
 * GET /api/maps-sign-in/{project}: the consent screen again with that maps project's client,
 * where a sign-in with another project's client sends a user of the project's tenants (the
 * tokens must be that project's). Nothing is signed in here: the callback checks as any other.
 */
export async function GET(_request: Request, context: RouteContext<"/api/maps-sign-in/[project]">) {
  const project = findMapsProject((await context.params).project);
  if (mapsServiceMode() === "off" || !project) redirect("/login");
  await signIn(mapsProviderId(project), { redirectTo: "/" });
}
