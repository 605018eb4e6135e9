import type { LeadStep } from "./types";

export type HomeRedirectUser = {
  isLeads: boolean;
  leadStep: LeadStep | null;
  homeInfo: boolean;
  isMasterAccount: boolean;
  validateGoogleAccount: boolean;
};

export const HOME_PATH = "/apps/home";

// Spec §2's table for `/`.
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
