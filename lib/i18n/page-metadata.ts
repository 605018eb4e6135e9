import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type en from "@/messages/en.json";

export type PageTitleKey = keyof (typeof en)["meta"]["pages"];

// The root layout's title template adds the product's name after it.
export function pageMetadata(key: PageTitleKey): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations("meta.pages");
    return { title: t(key) };
  };
}
