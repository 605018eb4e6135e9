"use client";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";
import { WORKSPACE_LIMITS } from "@/lib/workspaces/constants";
import { CreateWorkspaceMutation, UpdateWorkspaceMutation } from "@/lib/workspaces/operations";
import type { WorkspaceInput, WorkspaceValues } from "@/lib/workspaces/schema";
import { WorkspaceStoresChooser } from "./workspace-stores-chooser";

type Props = { workspace: { id: string; name: string; description: string } | null };
const FIELDS = ["name", "description"] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** The create/edit form (the same zod schema as the server) and, when editing, the store chooser. */
export function WorkspaceEditor({ workspace }: Props) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  // The same schema as the server's, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(() => import("@/lib/workspaces/schema").then((m) => m.workspaceSchema));
  const form = useForm<WorkspaceInput, unknown, WorkspaceValues>({
    resolver: rules.resolver as unknown as Resolver<WorkspaceInput, unknown, WorkspaceValues>,
    defaultValues: { name: workspace?.name ?? "", description: workspace?.description ?? "" },
    mode: "onBlur",
  });
  const lengthMessage = useLengthMessage();
  const errorText = (field: Field) => {
    const key = form.formState.errors[field]?.message;
    if (!key) return undefined;
    return lengthMessage(key, WORKSPACE_LIMITS[field]) ?? t(`validation.${key}`);
  };

  /** The server's refusals of a field (a name already in use) show on that field too. */
  function showFieldIssues(error: unknown): boolean {
    if (!(error instanceof GraphQLRequestError) || error.code !== "BAD_USER_INPUT") return false;
    const issues = error.issues.filter((issue) => isField(issue.path));
    for (const issue of issues)
      form.setError(issue.path as Field, { message: issue.message }, { shouldFocus: true });
    return issues.length > 0;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (workspace) {
        await requestGraphQL(UpdateWorkspaceMutation, { id: workspace.id, input: values });
        toast.success(t("updated"));
        router.refresh();
      } else {
        const data = await requestGraphQL(CreateWorkspaceMutation, { input: values });
        toast.success(t("created"));
        // Straight on to choosing its stores.
        router.replace(`/apps/workspaces/create-workspace?id=${data.createWorkspace._id}`);
      }
    } catch (error) {
      if (!showFieldIssues(error)) toast.error(t("error"));
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("name")} error={errorText("name")}>
          <Input autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField label={t("descriptionLabel")} error={errorText("description")}>
          <Input autoComplete="off" {...form.register("description")} />
        </FormField>
        <div className="flex gap-2 sm:col-span-2">
          <Button asChild variant="outline">
            <Link href="/apps/workspaces">
              <ArrowLeft aria-hidden />
              {t("back")}
            </Link>
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("save")}
          </Button>
        </div>
      </form>
      {workspace ? <WorkspaceStoresChooser workspaceId={workspace.id} /> : null}
    </div>
  );
}
