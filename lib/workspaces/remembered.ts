import "server-only";
import { cookies } from "next/headers";
import { workspaceIdSchema } from "@/lib/workspaces/schema";
import { SELECTED_WORKSPACE_COOKIE } from "./constants";

/** Only a preference: the API keeps every store for an id that is not one of the tenant's. */
export async function rememberedWorkspaceId(): Promise<string | null> {
  const remembered = (await cookies()).get(SELECTED_WORKSPACE_COOKIE)?.value;
  return workspaceIdSchema.safeParse(remembered).success ? remembered! : null;
}
