import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tenants } from "@/lib/db/schema";
import {
  findMapsProject,
  firstMapsProject,
  mapsProjects,
  tenantMapsProject,
  type MapsProject,
} from "@/lib/maps/projects";
import { mapsProvider, type MapsProviderId } from "./providers";

// A tenant's users link their maps accounts with the OAuth client of the tenant's project: its
// tokens are spent on that project's quotas, and a refresh token only renews with the client that
// issued it. The sign-in button cannot know the tenant, so it starts with the first project's
// client; a user of another project's tenant is sent round once more with that project's.

const PROJECT_PREFIX = "maps-project-";

/** The sign-in provider of a project: "maps" for the first, its own for each other. */
export function mapsProviderId(project: MapsProject): MapsProviderId {
  return project.id === firstMapsProject().id ? "maps" : `${PROJECT_PREFIX}${project.id}`;
}

/** The project whose client a maps sign-in provider uses; undefined when it is none of them. */
export function projectOfProvider(providerId: string): MapsProject | undefined {
  if (providerId === "maps" || providerId === "maps-trial") return firstMapsProject();
  if (!providerId.startsWith(PROJECT_PREFIX)) return undefined;
  const project = findMapsProject(providerId.slice(PROJECT_PREFIX.length));
  return project && project.id !== firstMapsProject().id ? project : undefined;
}

/** One sign-in provider for each project but the first (which "maps" and "maps-trial" use). */
export function otherProjectProviders() {
  return mapsProjects()
    .slice(1)
    .map((project) => mapsProvider(mapsProviderId(project), project));
}

/** Where a maps sign-in starts again with the project's own client (app/api/maps-sign-in). */
export const projectSignInPath = (project: MapsProject) =>
  `/api/maps-sign-in/${encodeURIComponent(project.id)}`;

/**
 * Null when the tokens of this sign-in belong to the tenant's project, else where to sign in
 * again with that project's client (the tokens of this one are not kept).
 */
export async function projectSignInRedirect(
  db: Db,
  tenantId: string | null,
  providerId: string,
): Promise<string | null> {
  if (!tenantId) return null;
  const [row] = await db
    .select({ project: tenants.mapsProject })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const { project } = tenantMapsProject(row?.project);
  return projectOfProvider(providerId)?.id === project.id ? null : projectSignInPath(project);
}
