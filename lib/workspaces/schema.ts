import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";
import { boundedText } from "@/lib/validation/bounded-text";
import { MAX_OFFSET, MAX_SEARCH_LENGTH } from "@/lib/validation/locations";
import { MAX_WORKSPACE_LOCATION_CHANGES, WORKSPACE_LIMITS } from "./constants";

// Errors are message keys: the form translates them, the API returns them as they are.

export const workspaceSchema = z.object({
  name: boundedText(WORKSPACE_LIMITS.name, { singleLine: true }),
  description: boundedText(WORKSPACE_LIMITS.description),
});
export type WorkspaceInput = z.input<typeof workspaceSchema>;
export type WorkspaceValues = z.output<typeof workspaceSchema>;

export const workspaceIdSchema = z.uuid({ message: "invalidId" });

const locationIdList = z
  .array(z.uuid({ message: "invalidId" }))
  .max(MAX_WORKSPACE_LOCATION_CHANGES)
  .default([]);

export const setWorkspaceLocationsSchema = z
  .object({ workspaceId: workspaceIdSchema, add: locationIdList, remove: locationIdList })
  .refine((value) => !value.add.some((id) => value.remove.includes(id)), {
    message: "addAndRemove",
    path: ["remove"],
  });
export type SetWorkspaceLocationsInput = z.input<typeof setWorkspaceLocationsSchema>;

const search = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH)
  .optional()
  .transform((value) => (value ? value : undefined));
const offset = z.number().int().min(0).max(MAX_OFFSET).default(0);

export const workspaceLocationsSchema = z.object({
  workspaceId: workspaceIdSchema,
  search,
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_LIMIT),
  offset,
});
export type WorkspaceLocationsInput = z.input<typeof workspaceLocationsSchema>;

// Without a limit the page is the largest one: clients written before paging expect the whole list.
export const listWorkspacesSchema = z.object({
  search,
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  offset,
});
export type ListWorkspacesInput = z.input<typeof listWorkspacesSchema>;
export type ListWorkspacesParams = z.output<typeof listWorkspacesSchema>;

export const workspacesTotalSchema = listWorkspacesSchema.pick({ search: true });
