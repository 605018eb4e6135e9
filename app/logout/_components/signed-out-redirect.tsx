"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { LOGIN_PATH } from "@/lib/auth/route-decision";
import { forgetWorkspaceSelection } from "@/components/auth/end-session";

/** Without a session there is nothing to confirm: forget the stored workspace and go to /login. */
export function SignedOutRedirect({ label }: { label: string }) {
  const router = useRouter();
  useEffect(() => {
    forgetWorkspaceSelection();
    router.replace(LOGIN_PATH);
  }, [router]);
  return <p role="status">{label}</p>;
}
