// Toolbar workspace selector (spec §2 "Workspace selector", §4 "Workspace").
//
// Usage: `<WorkspaceSelector />` — an async SERVER component with no required props. It loads the
// tenant's workspaces and the remembered selection through the in-process GraphQL client and renders
// a small client menu. A client toolbar cannot import it: render it in the server layout and pass
// it down as a prop/children slot instead.
//
// Optional props:
// - `className`: extra classes for the trigger button.
import { WorkspaceSelectorMenu } from "@/components/workspaces/workspace-selector-menu";
import { loadWorkspaceSelector } from "@/lib/workspaces/shell-data";

export async function WorkspaceSelector({ className }: { className?: string }) {
  const data = await loadWorkspaceSelector();
  if (!data) return null;
  return <WorkspaceSelectorMenu {...data} className={className} />;
}
