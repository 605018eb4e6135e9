"use client";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useId } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { fillTemplate, firstNameOf } from "@/lib/reviews/template-vars";
import { ReplyTemplatesQuery } from "@/lib/reviews/operations";

/** The tenant's response templates; the one picked fills the reply with this review's values. */
export function TemplatePicker({
  review,
  onPick,
}: {
  review: ReviewItemFragment;
  onPick: (text: string) => void;
}) {
  const t = useTranslations("reviews.replyForm");
  const labelId = useId();
  const query = useGraphQLQuery(ReplyTemplatesQuery, { variables: {} });
  const { data, error } = query;
  // The templates seen before in this page show at once while they are read again.
  const loading = query.loading && !data;
  const templates = data?.reviewTemplates ?? [];
  const values = {
    firstName: firstNameOf(review.reviewer),
    storeName: review.location.title,
    city: review.location.locality ?? "",
  };

  if (error) return <p className="text-destructive text-sm">{t("templatesError")}</p>;
  if (!loading && templates.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        {t.rich("noTemplates", {
          link: (chunks) => (
            <Link href="/apps/reviews?tab=templates" className="text-primary underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t("template")}
      </span>
      <Select
        value=""
        disabled={loading}
        onValueChange={(id) => {
          const template = templates.find((item) => item.id === id);
          if (template) onPick(fillTemplate(template.body, values));
        }}
      >
        <SelectTrigger aria-labelledby={labelId} className="w-full">
          <SelectValue placeholder={loading ? t("templatesLoading") : t("templatePlaceholder")} />
        </SelectTrigger>
        <SelectContent>
          {templates.map((template) => (
            <SelectItem key={template.id} value={template.id}>
              {template.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
