import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { guardRoute } from "@/lib/navigation/guard";
import { loadPostForm } from "./_components/load-post-form";
import { PostForm } from "./_components/post-form";

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

/** The tab says whether the post is new or changed, as the heading does. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Params>;
}): Promise<Metadata> {
  const [params, t] = await Promise.all([searchParams, getTranslations("posts.form")]);
  return { title: one(params.post) ? t("editTitle") : t("pageTitle") };
}

/**
 * /apps/new-post: a new post; ?post=<id> changes one, ?template=<id> starts from a template. The
 * page has no toolbar or navbar (spec §2), so it carries its own way back.
 */
export default async function NewPostPage({ searchParams }: { searchParams: Promise<Params> }) {
  await guardRoute("/apps/new-post");
  const [params, t, locale] = await Promise.all([
    searchParams,
    getTranslations("posts.form"),
    getLocale(),
  ]);
  const setup = await loadPostForm(
    { postId: one(params.post), templateId: one(params.template) },
    locale,
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/post">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader
        title={
          setup.postId
            ? t("editTitle")
            : setup.template
              ? t("fromTemplate", { name: setup.template.name })
              : t("pageTitle")
        }
        description={t("pageDescription")}
      />
      {setup.missing ? (
        <p role="status" className="bg-muted rounded-md p-3 text-sm">
          {t(`missing.${setup.missing}`)}
        </p>
      ) : null}
      <PostForm setup={setup} />
    </div>
  );
}
