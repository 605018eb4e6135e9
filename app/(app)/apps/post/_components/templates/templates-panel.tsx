import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { PostTemplatesQuery } from "@/lib/posts/operations";
import { TemplatesList } from "./templates-view";

/** `?view=templates`: the tenant's post templates, to start a post from, rename or delete. */
export async function PostTemplatesPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("posts.templates"),
    query({ query: PostTemplatesQuery }),
  ]);
  if (!data)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return <TemplatesList templates={data.postTemplates} />;
}
