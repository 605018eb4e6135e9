"use client";

import { useEffect, useRef } from "react";
import { SELECTED_WORKSPACE_KEY, SELECTED_WORKSPACE_LISTS_KEY } from "@/lib/workspaces/constants";
import { logout } from "../actions";

export function LogoutRunner({ label }: { label: string }) {
  const started = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    try {
      window.localStorage.removeItem(SELECTED_WORKSPACE_KEY);
      window.localStorage.removeItem(SELECTED_WORKSPACE_LISTS_KEY);
    } catch {
      // Storage can be disabled; the session is cleared regardless.
    }
    void logout();
  }, []);
  return <p role="status">{label}</p>;
}
