"use client";

import { useTranslations } from "next-intl";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { SOCIAL_NETWORKS } from "@/lib/stores/field-options";
import { attributeName, toAttributes, type Links } from "./social-links";

type Attribute = { name: string; uriValues?: { uri: string }[] | null };

/** The store's profiles on social networks, shown by the maps service on its listing. */
export function SocialMediaForm({
  attributes,
  context,
}: {
  attributes: Attribute[];
  context: StoreEditContext;
}) {
  const t = useTranslations("stores.edit.social");
  const links = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network,
      attributes.find((a) => a.name === attributeName(network))?.uriValues?.[0]?.uri ?? "",
    ]),
  ) as Links;
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./social-media-rules").then((m) => m.socialMediaRules),
    defaultValues: { links },
    toPatch: (values) => ({ attributes: toAttributes(values.links) }),
    // The server counts the attributes sent; each names its network.
    fieldOf: (path, sent) => {
      const match = /^attributes\.(\d+)/.exec(path);
      const name = match ? sent.attributes?.[Number(match[1])]?.name : undefined;
      return name ? `links.${name.replace("attributes/", "")}` : null;
    },
  });
  return (
    <StoreEditForm {...formProps}>
      <p className="text-muted-foreground text-sm">{t("hint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`links.${network}`}
            label={t(`networks.${network}`)}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        ))}
      </div>
    </StoreEditForm>
  );
}
