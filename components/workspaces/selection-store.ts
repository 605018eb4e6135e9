"use client";
// The selected workspace in the browser (spec §4): its id is remembered in localStorage and in the
// sp_workspace cookie (server pages filter by it); its store lists are kept in memory for client
// components, read with `useWorkspaceSelection()`.
import { useSyncExternalStore } from "react";
import {
  SELECTED_WORKSPACE_COOKIE,
  SELECTED_WORKSPACE_COOKIE_MAX_AGE,
  SELECTED_WORKSPACE_KEY,
  SELECTED_WORKSPACE_LISTS_KEY,
} from "@/lib/workspaces/constants";
import { SelectedWorkspaceQuery, WorkspaceSelectionQuery } from "@/lib/workspaces/operations";
import { toWorkspaceOption, type WorkspaceOption } from "@/lib/workspaces/options";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";

export type WorkspaceSelectionLists = {
  names: string[];
  ids: string[];
  externalIds: string[];
  placeIds: string[];
};
export type WorkspaceSelectionState = {
  workspaceId: string | null;
  lists: WorkspaceSelectionLists | null;
  status: "idle" | "loading" | "ready" | "error";
};

let state: WorkspaceSelectionState = { workspaceId: null, lists: null, status: "idle" };
const listeners = new Set<() => void>();
let requestSeq = 0;

function setState(next: WorkspaceSelectionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: WorkspaceSelectionState = { workspaceId: null, lists: null, status: "idle" };

/** The selected workspace and, once loaded, its store names, ids, external ids and place ids. */
export function useWorkspaceSelection(): WorkspaceSelectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
}

export function readRememberedWorkspace(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_WORKSPACE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the selection for the next visit (localStorage) and for server renders (cookie). */
export function rememberWorkspace(id: string): void {
  try {
    window.localStorage.setItem(SELECTED_WORKSPACE_KEY, id);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SELECTED_WORKSPACE_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${SELECTED_WORKSPACE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** A workspace of the tenant by id (the remembered one may be past the selector's first page). */
export async function findWorkspace(id: string): Promise<WorkspaceOption | null> {
  try {
    const data = await requestGraphQL(SelectedWorkspaceQuery, { id });
    return data.workspace ? toWorkspaceOption(data.workspace) : null;
  } catch (error) {
    // Spec §8: failures of workspace calls are console-only.
    console.error("Loading the remembered workspace failed", error);
    return null;
  }
}

// Spec §4: "the selection (names, ids, external ids, place ids, workspace) is stored".
const LISTS_KEY = SELECTED_WORKSPACE_LISTS_KEY;
type StoredLists = { id: string; version: string; lists: WorkspaceSelectionLists };

function readStoredLists(id: string, version: string): WorkspaceSelectionLists | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(LISTS_KEY) ?? "null",
    ) as StoredLists | null;
    return stored && stored.id === id && stored.version === version ? stored.lists : null;
  } catch {
    return null;
  }
}

function storeLists(value: StoredLists): void {
  try {
    window.localStorage.setItem(LISTS_KEY, JSON.stringify(value));
  } catch {
    // Over quota or disabled: the lists stay in memory for this visit.
  }
}

/**
 * The workspace's store lists: from the browser when stored for this `version` of the workspace
 * (so a page load costs nothing), else loaded once from the server and stored. A later call wins
 * over an earlier one still in flight.
 */
export async function loadWorkspaceSelection(id: string, version: string): Promise<void> {
  const seq = ++requestSeq;
  const stored = readStoredLists(id, version);
  if (stored) {
    setState({ workspaceId: id, lists: stored, status: "ready" });
    return;
  }
  setState({
    workspaceId: id,
    lists: state.workspaceId === id ? state.lists : null,
    status: "loading",
  });
  try {
    const data = await requestGraphQL(WorkspaceSelectionQuery, { workspaceId: id }).catch(
      (error: unknown) => {
        // Spec §4: a remembered workspace that no longer exists gives way to the default one.
        if (!(error instanceof GraphQLRequestError && error.code === "NOT_FOUND")) throw error;
        return requestGraphQL(WorkspaceSelectionQuery, { workspaceId: null });
      },
    );
    if (seq !== requestSeq) return;
    const { workspace, names, ids, externalIds, placeIds } = data.workspaceSelection;
    const lists = { names, ids, externalIds, placeIds };
    if (workspace._id === id) storeLists({ id, version, lists });
    else rememberWorkspace(workspace._id);
    setState({ workspaceId: workspace._id, lists, status: "ready" });
  } catch (error) {
    if (seq !== requestSeq) return;
    // Spec §8: failures of workspace calls are console-only.
    console.error("Loading the workspace's stores failed", error);
    setState({ workspaceId: id, lists: null, status: "error" });
  }
}
