"use client";
import { Check, ChevronDown, Layers, Settings2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { whenIdle } from "@/lib/browser/when-idle";
import { cn } from "@/lib/utils";
import { lengthIssue } from "@/lib/validation/length";
import { MAX_SEARCH_LENGTH } from "@/lib/constants";
import type { WorkspaceOption } from "@/lib/workspaces/options";
import type { WorkspaceSelectorData } from "@/lib/workspaces/shell-data";
import {
  findWorkspace,
  loadWorkspaceSelection,
  readRememberedWorkspace,
  rememberWorkspace,
} from "./selection-store";
import { useWorkspaceSearch } from "./use-workspace-search";

export type WorkspaceSelectorMenuProps = WorkspaceSelectorData & { className?: string };

export function WorkspaceSelectorMenu({
  workspaces,
  total,
  selectedId,
  showManage,
  className,
}: WorkspaceSelectorMenuProps) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  // The pick shows at once; the server's selectedId follows after the refresh.
  const [picked, setPicked] = useState<WorkspaceOption | null>(null);
  // The first page holds every workspace of most tenants; the others search for the rest.
  const searchable = total > workspaces.length;
  const [term, setTerm] = useState("");
  const lengthMessage = useLengthMessage();
  const searchLimits = { max: MAX_SEARCH_LENGTH };
  const searchError = lengthMessage(lengthIssue(term.trim(), searchLimits), searchLimits);
  // A term past the limit is not sent: the server would refuse it.
  const results = useWorkspaceSearch(searchError ? "" : term);
  const known = picked ? [...workspaces, picked] : workspaces;
  const selected =
    known.find((w) => w.id === picked?.id) ??
    known.find((w) => w.id === selectedId) ??
    workspaces[0];
  const label = (w: WorkspaceOption) => (w.isDefault ? t("defaultName") : w.name);
  const shown = term.trim() ? (results ?? []) : workspaces;

  const versionOf = (id: string) => known.find((w) => w.id === id)?.version ?? "";

  function apply(id: string, version = versionOf(id)) {
    rememberWorkspace(id);
    void loadWorkspaceSelection(id, version);
    // Server components re-read the cookie and list only the new workspace's stores.
    router.refresh();
  }

  function select(w: WorkspaceOption) {
    setPicked(w);
    setTerm("");
    apply(w.id, w.version);
  }

  useEffect(() => {
    let live = true;
    const remembered = readRememberedWorkspace();
    async function restore() {
      // The server sends only the first page: a remembered workspace past it is looked up.
      const candidate =
        workspaces.find((w) => w.id === remembered) ??
        (remembered && remembered !== selectedId && searchable
          ? await findWorkspace(remembered)
          : null);
      if (!live) return;
      // The cookie was lost but the browser remembers a workspace that still has stores: restore it.
      if (candidate && candidate.id !== selectedId && candidate.totalLocations > 0) {
        setPicked(candidate);
        apply(candidate.id, candidate.version);
      } else {
        rememberWorkspace(selectedId);
        void loadWorkspaceSelection(selectedId, versionOf(selectedId));
      }
    }
    // Nothing on screen waits for the lists: they load after the page has hydrated and painted.
    const cancel = whenIdle(() => void restore());
    return () => {
      live = false;
      cancel();
    };
    // Runs when the server's view of the selection changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  // A fixed 112 px on a phone showed "Todas las tiendas" as "To…". There the trigger takes the
  // toolbar's free room instead (the icon buttons keep their size, it alone shrinks) and drops the
  // chevron; the name, in small type, wraps to a second line before it is cut.
  const trigger = (
    <Button
      variant="ghost"
      className={cn(
        "min-w-0 shrink gap-1.5 px-2 py-1 sm:max-w-56 sm:shrink-0 sm:gap-2 sm:px-3 sm:py-2",
        className,
      )}
      aria-label={`${t("selector.label")}: ${label(selected)}`}
    >
      <Layers aria-hidden />
      <span
        data-slot="workspace-name"
        className="line-clamp-2 min-w-0 text-left text-xs leading-3.5 [overflow-wrap:anywhere] whitespace-normal sm:block sm:truncate sm:text-sm sm:leading-5"
      >
        {label(selected)}
      </span>
      <ChevronDown aria-hidden className="hidden opacity-60 sm:block" />
    </Button>
  );
  return (
    <MountOnUse popup="menu" trigger={trigger}>
      {(button) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-72">
            <DropdownMenuLabel>{t("selector.choose")}</DropdownMenuLabel>
            {searchable ? (
              <div className="px-1 pb-1">
                <Input
                  type="search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  // The menu's typeahead would take the letters; Escape still closes it.
                  onKeyDown={(event) => {
                    if (event.key !== "Escape") event.stopPropagation();
                  }}
                  placeholder={t("selector.search")}
                  aria-label={t("selector.search")}
                  aria-invalid={searchError ? true : undefined}
                  aria-describedby={searchError ? "workspace-search-error" : undefined}
                />
                {searchError ? (
                  <p
                    id="workspace-search-error"
                    role="alert"
                    className="text-destructive px-1 pt-1 text-sm"
                  >
                    {searchError}
                  </p>
                ) : null}
              </div>
            ) : null}
            {shown.map((w) => {
              const empty = w.totalLocations === 0;
              const item = (
                <DropdownMenuItem
                  key={w.id}
                  disabled={empty}
                  onSelect={() => select(w)}
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
            {results?.length === 0 ? (
              <p className="text-muted-foreground px-2 py-1.5 text-sm">{t("selector.noResults")}</p>
            ) : null}
            {searchable && !term.trim() ? (
              <p className="text-muted-foreground px-2 py-1.5 text-xs">
                {t("selector.more", { count: total - workspaces.length })}
              </p>
            ) : null}
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
      )}
    </MountOnUse>
  );
}
