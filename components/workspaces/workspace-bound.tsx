"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useWorkspaceSelection } from "./selection-store";

/**
 * Content a server page drew for `workspaceId`. Once another workspace is picked in the shell the
 * page is re-rendered for it, which takes a moment: until then `fallback` shows instead, so the
 * previous workspace's numbers never pass for the new one's.
 */
export function WorkspaceBound({
  workspaceId,
  fallback,
  children,
}: {
  workspaceId: string | null;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("workspaces.selector");
  const { workspaceId: picked } = useWorkspaceSelection();
  if (picked && workspaceId && picked !== workspaceId)
    return (
      <div aria-busy="true" data-testid="workspace-loading">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        {fallback}
      </div>
    );
  return children;
}
