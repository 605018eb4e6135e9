// Pure: where `/` sends a signed-in user (spec §2).
import type { LeadStep } from "./types";

export type HomeRedirectUser = {
  isLeads: boolean;
  leadStep: LeadStep | null;
  homeInfo: boolean;
  isMasterAccount: boolean;
  validateGoogleAccount: boolean;
};

export const HOME_PATH = "/apps/home";

/**
 * Leads go by lead step (info, locations → /register-user; insights → /insight-user; else home).
 * A non-lead with the home info flag who is not a master user goes to /sync-new-user when the maps
 * account is validated, else to /no-permissions?error=NO_GOOGLE_LOCATIONS. Everyone else: home.
 */
export function homeRedirect(user: HomeRedirectUser): string {
  if (user.isLeads) {
    if (user.leadStep === "info" || user.leadStep === "locations") return "/register-user";
    if (user.leadStep === "insights") return "/insight-user";
    return HOME_PATH;
  }
  if (user.homeInfo && !user.isMasterAccount) {
    return user.validateGoogleAccount
      ? "/sync-new-user"
      : "/no-permissions?error=NO_GOOGLE_LOCATIONS";
  }
  return HOME_PATH;
}
