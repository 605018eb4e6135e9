// Browser-side: imported by client components only (it touches localStorage and document.cookie).
import {
  SELECTED_WORKSPACE_COOKIE,
  SELECTED_WORKSPACE_KEY,
  SELECTED_WORKSPACE_LISTS_KEY,
} from "@/lib/workspaces/constants";
import { logout } from "@/lib/auth/logout-action";

/** Spec §2: the selected workspace goes with the session, in this browser too. */
export function forgetWorkspaceSelection(): void {
  try {
    window.localStorage.removeItem(SELECTED_WORKSPACE_KEY);
    window.localStorage.removeItem(SELECTED_WORKSPACE_LISTS_KEY);
  } catch {
    // Storage can be disabled; the session is cleared regardless.
  }
  document.cookie = `${SELECTED_WORKSPACE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export async function endSession(logoutToken: string): Promise<void> {
  forgetWorkspaceSelection();
  await logout(logoutToken);
}
