"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { decideRoute } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";

/**
 * Route access check on every client-side path change (spec §2): the same decision the middleware
 * and the pages make on the server, so a soft navigation cannot show a page the user may not open.
 */
export function RouteGuard({ claims }: { claims: SessionClaims }) {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const decision = decideRoute(pathname, claims, { search: window.location.search });
    if (decision.type === "redirect") router.replace(decision.to);
  }, [pathname, claims, router]);
  return null;
}
