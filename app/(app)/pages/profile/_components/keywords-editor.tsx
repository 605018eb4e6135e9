"use client";

import { useState } from "react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { PROFILE_LIMITS } from "@/lib/profile/details-options";
import { UpdateProfileKeywords } from "@/lib/profile/operations";

/** The user's keywords: at least 3 letters each, no repeats (spec §5). */
export function KeywordsEditor({ initial }: { initial: string[] }) {
  const t = useTranslations("profile");
  const [keywords, setKeywords] = useState(initial);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useGraphQLMutation(UpdateProfileKeywords);
  const lengthMessage = useLengthMessage();

  async function persist(next: string[]) {
    try {
      const data = await save({ keywords: next });
      setKeywords(data.updateProfileKeywords.keywords ?? next);
      toast.success(t("saved"));
      return true;
    } catch {
      toast.error(t("saveFailed"));
      return false;
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    // The rules load with the first keyword added: zod stays out of the page's first load.
    const { keywordSchema, keywordsSchema } = await import("@/lib/profile/details-schema");
    const parsed = keywordSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const list = keywordsSchema.safeParse([...keywords, parsed.data]);
    if (!list.success) return setError(list.error.issues[0].message);
    setError(null);
    if (await persist(list.data)) setText("");
  }

  const errorId = "keyword-error";
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{t("keywords.description")}</p>
        <form onSubmit={add} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor="keyword-input">{t("keywords.label")}</Label>
            <Input
              id="keyword-input"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button type="submit" disabled={loading || !text.trim()}>
            {t("keywords.add")}
          </Button>
        </form>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {lengthMessage(error, { max: PROFILE_LIMITS.keyword }) ??
              t(`validation.${error}`, { max: PROFILE_LIMITS.keywords })}
          </p>
        ) : null}
        {keywords.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("keywords.empty")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t("keywords.list")}>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary" className="gap-1 py-1 ps-2.5 pe-1 text-sm">
                  {keyword}
                  <button
                    type="button"
                    disabled={loading}
                    aria-label={t("keywords.remove", { keyword })}
                    onClick={() => persist(keywords.filter((k) => k !== keyword))}
                    className="hover:bg-background/60 rounded-full p-0.5"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
