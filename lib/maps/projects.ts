import { z } from "zod";
import { MAPS_QUOTAS } from "./quotas";
import { mapsServiceMode } from "./service-mode.mjs";

// The maps projects a deployment draws on: each has its own OAuth client and its own quotas, and
// every tenant uses one of them (tenants.maps_project, null for the first). This module is the
// one source of the list, the first project and a tenant's project.

type Env = Record<string, string | undefined>;

/** Demo credentials the simulator accepts when none are configured. */
export const SIM_DEFAULT_CLIENT_ID = "storeplus-dev";
export const SIM_DEFAULT_CLIENT_SECRET = "storeplus-dev-secret";

/** The id of the one project built from MAPS_OAUTH_CLIENT_ID when MAPS_PROJECTS is unset. */
export const DEFAULT_PROJECT_ID = "default";

export type MapsProject = {
  id: string;
  clientId: string;
  /** Empty in google mode when MAPS_OAUTH_CLIENT_SECRET is unset; oauth.ts refuses to call then. */
  clientSecret: string;
  requestsPerMinute: number;
  updatesPerDay: number;
};

const projectSchema = z.strictObject({
  // It is part of the quota keys (`api:<project>:<family>`) and of a sign-in provider's id.
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be 1 to 40 of a-z, 0-9 and -"),
  clientId: z.string().trim().min(1, "is required"),
  clientSecret: z.string().trim().min(1, "is required"),
  requestsPerMinute: z
    .number()
    .int("must be a whole number")
    .positive("must be above 0")
    .default(MAPS_QUOTAS.requestsPerMinute),
  updatesPerDay: z
    .number()
    .int("must be a whole number")
    .positive("must be above 0")
    .default(MAPS_QUOTAS.updatesPerDay),
});

/** A MAPS_PROJECTS the server must not start with; its message says what to fix. */
export class MapsProjectsError extends Error {
  constructor(problem: string) {
    super(`MAPS_PROJECTS ${problem}`);
    this.name = "MapsProjectsError";
  }
}

function defaultProject(env: Env): MapsProject {
  const simulator = mapsServiceMode(env) === "simulator";
  return {
    id: DEFAULT_PROJECT_ID,
    clientId: env.MAPS_OAUTH_CLIENT_ID || (simulator ? SIM_DEFAULT_CLIENT_ID : ""),
    clientSecret: env.MAPS_OAUTH_CLIENT_SECRET || (simulator ? SIM_DEFAULT_CLIENT_SECRET : ""),
    requestsPerMinute: MAPS_QUOTAS.requestsPerMinute,
    updatesPerDay: MAPS_QUOTAS.updatesPerDay,
  };
}

function duplicate(values: string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

/** The projects MAPS_PROJECTS names (a JSON array), or today's one client when it is unset. */
export function parseMapsProjects(env: Env = process.env): MapsProject[] {
  const raw = env.MAPS_PROJECTS?.trim();
  if (!raw) return [defaultProject(env)];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new MapsProjectsError('is not valid JSON: write [{ "id": "east", "clientId": … }, …].');
  }
  if (!Array.isArray(value) || value.length === 0)
    throw new MapsProjectsError("must be a JSON array of at least one project.");
  const projects = value.map((entry, index) => {
    const parsed = projectSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".") || "entry";
    const problem =
      issue.code === "unrecognized_keys" ? issue.message : `${field} ${issue.message}`;
    throw new MapsProjectsError(`entry ${index + 1}: ${problem}.`);
  });
  const sameId = duplicate(projects.map((project) => project.id));
  if (sameId) throw new MapsProjectsError(`names the project "${sameId}" twice.`);
  // The client tells which project a token belongs to, so two projects cannot share one.
  const sameClient = duplicate(projects.map((project) => project.clientId));
  if (sameClient) throw new MapsProjectsError(`gives two projects the client "${sameClient}".`);
  return projects;
}

let cached: { key: string; projects: MapsProject[] } | undefined;

/** The configured projects, the first being the default; parsed once per environment. */
export function mapsProjects(env: Env = process.env): MapsProject[] {
  const key = JSON.stringify([
    env.MAPS_PROJECTS,
    env.MAPS_OAUTH_CLIENT_ID,
    env.MAPS_OAUTH_CLIENT_SECRET,
    env.MAPS_SERVICE,
    env.NODE_ENV,
  ]);
  if (cached?.key !== key) cached = { key, projects: parseMapsProjects(env) };
  return cached.projects;
}

export function firstMapsProject(env: Env = process.env): MapsProject {
  return mapsProjects(env)[0]!;
}

export function findMapsProject(id: string, env: Env = process.env): MapsProject | undefined {
  return mapsProjects(env).find((project) => project.id === id);
}

/**
 * The project a tenant uses, from its stored id: null is the first; an id no longer configured
 * falls back to the first too, and `missing` says so (the Super Admin sees it).
 */
export function tenantMapsProject(
  stored: string | null | undefined,
  env: Env = process.env,
): { project: MapsProject; missing: boolean } {
  const found = stored ? findMapsProject(stored, env) : undefined;
  return { project: found ?? firstMapsProject(env), missing: Boolean(stored) && !found };
}

/** Why MAPS_PROJECTS keeps the server from starting; null when it may. */
export function mapsProjectsProblem(env: Env = process.env): string | null {
  try {
    parseMapsProjects(env);
    return null;
  } catch (error) {
    if (error instanceof MapsProjectsError) return error.message;
    throw error;
  }
}
