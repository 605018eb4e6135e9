"use client";
import { Check, ChevronDown, Layers, Settings2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import type { WorkspaceSelectorData } from "@/lib/workspaces/shell-data";
import {
  loadWorkspaceSelection,
  readRememberedWorkspace,
  rememberWorkspace,
} from "./selection-store";

export type WorkspaceSelectorMenuProps = WorkspaceSelectorData & { className?: string };

export function WorkspaceSelectorMenu({
  workspaces,
  selectedId,
  showManage,
  className,
}: WorkspaceSelectorMenuProps) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  // The pick shows at once; the server's selectedId follows after the refresh.
  const [picked, setPicked] = useState<string | null>(null);
  const selected =
    workspaces.find((w) => w.id === picked) ??
    workspaces.find((w) => w.id === selectedId) ??
    workspaces[0];
  const label = (w: (typeof workspaces)[number]) => (w.isDefault ? t("defaultName") : w.name);

  const versionOf = (id: string) => workspaces.find((w) => w.id === id)?.version ?? "";

  function apply(id: string) {
    rememberWorkspace(id);
    void loadWorkspaceSelection(id, versionOf(id));
    // Server components re-read the cookie and list only the new workspace's stores.
    router.refresh();
  }

  function select(id: string) {
    setPicked(id);
    apply(id);
  }

  useEffect(() => {
    const remembered = readRememberedWorkspace();
    const candidate = workspaces.find((w) => w.id === remembered);
    // The cookie was lost but the browser remembers a workspace that still has stores: restore it.
    if (candidate && candidate.id !== selectedId && candidate.totalLocations > 0)
      apply(candidate.id);
    else {
      rememberWorkspace(selectedId);
      void loadWorkspaceSelection(selectedId, versionOf(selectedId));
    }
    // Runs when the server's view of the selection changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className={cn("max-w-28 gap-2 sm:max-w-56", className)}
          aria-label={`${t("selector.label")}: ${label(selected)}`}
        >
          <Layers aria-hidden />
          <span className="truncate">{label(selected)}</span>
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{t("selector.choose")}</DropdownMenuLabel>
        {workspaces.map((w) => {
          const empty = w.totalLocations === 0;
          const item = (
            <DropdownMenuItem
              key={w.id}
              disabled={empty}
              onSelect={() => select(w.id)}
              aria-current={w.id === selected.id || undefined}
            >
              <Check
                aria-hidden
                className={cn(w.id === selected.id ? "opacity-100" : "opacity-0")}
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate">{label(w)}</span>
                <span className="text-muted-foreground text-xs">
                  {t("totalStores", { count: w.totalLocations })}
                </span>
              </span>
            </DropdownMenuItem>
          );
          if (!empty) return item;
          return (
            <Tooltip key={w.id}>
              <TooltipTrigger asChild>
                {/* A disabled item ignores the pointer; the wrapper carries the tooltip. */}
                <div tabIndex={0} aria-label={`${label(w)}: ${t("selector.noStores")}`}>
                  {item}
                </div>
              </TooltipTrigger>
              <TooltipContent side="right">{t("selector.noStores")}</TooltipContent>
            </Tooltip>
          );
        })}
        {showManage ? (
          <>
            <DropdownMenuSeparator />
            {/* Navigates only: managing is never a selection. */}
            <DropdownMenuItem onSelect={() => router.push("/apps/workspaces")}>
              <Settings2 aria-hidden />
              {t("selector.manage")}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
