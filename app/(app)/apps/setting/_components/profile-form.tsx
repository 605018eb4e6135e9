"use client";

import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { ControlledField } from "@/components/forms/controlled-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldControl } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { setLocale } from "@/lib/profile/locale-action";
import { localeMeta, locales } from "@/lib/i18n/config";
import { MAX_LENGTH, MIN_NAME_LENGTH } from "@/lib/constants";
import { userInitials } from "@/lib/format/text";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { PROFILE_LIMITS } from "@/lib/profile/details-options";
import { UpdateProfile } from "@/lib/profile/operations";
import type { ProfileInput, ProfileValues } from "@/lib/profile/schema";
import { ThemeSummary } from "./theme-summary";

type Profile = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  position?: string | null;
  business?: string | null;
  picture?: string | null;
};

const TEXT_FIELDS = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "phone", autoComplete: "tel", type: "tel" },
  { name: "position", autoComplete: "organization-title" },
  { name: "business", autoComplete: "organization" },
  { name: "picture", autoComplete: "photo", type: "url" },
] as const satisfies readonly {
  name: FieldPath<ProfileInput>;
  autoComplete: string;
  type?: string;
}[];

/** The limits of the free-text fields, which their too-long message names. */
const TEXT_LIMITS: Partial<Record<string, number>> = {
  position: PROFILE_LIMITS.position,
  picture: PROFILE_LIMITS.pictureUrl,
};

export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const router = useRouter();
  const [save, { loading }] = useGraphQLMutation(UpdateProfile);
  // The server's schema, loaded after the page: zod and the phone-number library stay out of its
  // first load.
  const rules = useZodRules(() => import("@/lib/profile/schema").then((m) => m.profileSchema));
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: rules.resolver as unknown as Resolver<ProfileInput, unknown, ProfileValues>,
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? "",
      position: profile.position ?? "",
      business: profile.business ?? "",
      picture: profile.picture ?? "",
      // The language in use, not the stored one: the two can differ (the language menu and the
      // browser set the interface's), and saving must not switch the interface unasked.
      language: locale as ProfileInput["language"],
    },
  });
  const lengthMessage = useLengthMessage();
  // `field` picks the company's wording of ALPHANUMERIC_ERROR (digits allowed) over a person's, and
  // the limit a too-long position or picture address is told.
  const message = (key?: string, field = "") =>
    key
      ? (lengthMessage(key, { max: TEXT_LIMITS[field] ?? MAX_LENGTH.name }) ??
        t(`validation.${key}`, {
          min: MIN_NAME_LENGTH,
          max: MAX_LENGTH.name,
          position: PROFILE_LIMITS.position,
          field,
        }))
      : undefined;
  const picture = useWatch({ control: form.control, name: "picture" });

  async function onSubmit(values: ProfileValues) {
    try {
      await save({
        input: {
          ...values,
          phone: values.phone ?? "",
          position: values.position ?? "",
          business: values.business ?? "",
          picture: values.picture ?? "",
        },
      });
      // Written every time, so the saved language holds even where the browser's chose the old one.
      await setLocale(values.language);
      toast.success(t("saved"));
      router.refresh();
    } catch {
      toast.error(t("saveFailed"));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            <Avatar className="size-16">
              {picture ? <AvatarImage src={picture} alt="" /> : null}
              <AvatarFallback>{userInitials(profile)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <p className="text-muted-foreground text-xs">{t("fields.email")}</p>
              <p className="truncate font-medium">{profile.email}</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.map((spec) => (
              <ControlledField
                key={spec.name}
                control={form.control}
                name={spec.name}
                label={t(`fields.${spec.name}`)}
                className={spec.name === "picture" ? "sm:col-span-2" : undefined}
                hint={spec.name === "phone" ? t("hints.phone") : undefined}
                message={(key) => message(key, spec.name)}
                render={(field) => (
                  <Input
                    {...field}
                    value={field.value ?? ""}
                    type={"type" in spec ? spec.type : "text"}
                    autoComplete={spec.autoComplete}
                  />
                )}
              />
            ))}
            <ControlledField
              control={form.control}
              name="language"
              label={t("fields.language")}
              message={message}
              ownControl
              render={(field) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <FieldControl>
                    <SelectTrigger className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FieldControl>
                  <SelectContent>
                    {locales.map((id) => (
                      <SelectItem key={id} value={id}>
                        {localeMeta[id].title}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </CardContent>
      </Card>
      <ThemeSummary />
      <div className="flex justify-end">
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {loading ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
