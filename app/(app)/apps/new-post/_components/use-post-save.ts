"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues, type ServerIssue } from "@/components/forms/server-issues";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { PostFormCreateMutation, PostFormUpdateMutation } from "@/lib/posts/operations";
import type { PostFormSetup } from "./load-post-form";
import {
  contentInput,
  formFieldOf,
  planInput,
  storesInput,
  type PostFormValues,
} from "./post-form-values";
import { POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/** Where a saved post is shown: the post list opens its detail. */
export const postDetailPath = (id: string) => `/apps/post?post=${encodeURIComponent(id)}`;

/**
 * Saves the form as a new post or as the change of one, then opens it with a toast (spec §8).
 * A refusal puts each BAD_USER_INPUT issue on its field (answering them, for the form to open
 * the first step that has one); one the form has no field for is said above the buttons.
 */
export function usePostSave(setup: PostFormSetup, form: UseFormReturn<PostFormValues>) {
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
  const router = useRouter();
  const [create, creating] = useGraphQLMutation(PostFormCreateMutation);
  const [update, updating] = useGraphQLMutation(PostFormUpdateMutation);

  /** Puts the issues on their fields; the rest is said as the form's own error. */
  function showIssues(issues: ServerIssue[]) {
    const unplaced: string[] = [];
    for (const issue of issues) {
      const field = formFieldOf(issue.path);
      if (field) form.setError(field, { type: "server", message: issue.message });
      else unplaced.push(message.key(issue.message) ?? "");
    }
    form.setError("root", { message: [t("refused"), ...unplaced].join(" ") });
  }

  async function save(values: PostFormValues): Promise<ServerIssue[]> {
    const { workspace, context } = setup;
    const input = {
      content: contentInput(values),
      ...planInput(values, context.timeZone, context),
      ...storesInput(values, workspace?.id ?? null),
      templateId: setup.template?.id ?? null,
    };
    // A refusal or a failed request throws.
    const result = await (
      setup.postId
        ? update({ id: setup.postId, input }).then((data) => ({
            id: data.updatePost.id,
            error: undefined,
          }))
        : create({ input }).then((data) => ({ id: data.createPost.id, error: undefined }))
    ).catch((failure: unknown) => ({ id: undefined, error: failure }));
    if (result.id && !result.error) {
      toast.success(setup.postId ? t("savedChange") : t(`saved.${values.mode}`));
      router.push(postDetailPath(result.id));
      return [];
    }
    const issues = badInputIssues(result.error);
    if (!issues) {
      form.setError("root", { message: t("failed") });
      toast.error(t("failed"));
      return [];
    }
    showIssues(issues);
    toast.error(t("refused"));
    return issues;
  }

  return { save, showIssues, saving: creating.loading || updating.loading };
}
