"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { VERTICALS } from "@/lib/profile/details-options";
import { UpdateProfileVertical } from "@/lib/profile/operations";

/** The business vertical the user works in. */
export function VerticalPicker({ initial }: { initial: string | null }) {
  const t = useTranslations("profile.vertical");
  const tp = useTranslations("profile");
  const [value, setValue] = useState<string>(initial ?? "");
  const [saved, setSaved] = useState<string>(initial ?? "");
  const [save, { loading }] = useGraphQLMutation(UpdateProfileVertical);

  async function onSave() {
    try {
      await save({ vertical: value || null });
      setSaved(value);
      toast.success(tp("saved"));
    } catch {
      toast.error(tp("saveFailed"));
    }
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{t("description")}</p>
        <div className="flex flex-col gap-2 sm:max-w-sm">
          <Label htmlFor="vertical-select">{t("label")}</Label>
          <Select value={value} onValueChange={setValue}>
            <SelectTrigger id="vertical-select" className="w-full">
              <SelectValue placeholder={t("placeholder")} />
            </SelectTrigger>
            <SelectContent>
              {VERTICALS.map((vertical) => (
                <SelectItem key={vertical} value={vertical}>
                  {t(`options.${vertical}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div>
          <Button onClick={onSave} disabled={loading || value === saved}>
            {tp("save")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
