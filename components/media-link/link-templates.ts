"use client";

import { useCallback, useMemo, useState } from "react";

/** The upload form's texts with counts and file names, as ICU templates in the page's language. */
export type LinkTemplates = { chosen: string; sent: string; fileNamePeriod: string };
export type FormatLinkText = (
  key: keyof LinkTemplates,
  values: Record<string, string | number>,
) => string;

type Core = typeof import("use-intl/core");
let loading: Promise<Core> | undefined;

function formatterOf(core: Core, locale: string, templates: LinkTemplates): FormatLinkText {
  const t = core.createTranslator({ locale, messages: templates });
  return (key, values) => t(key, values);
}

/**
 * The templates' formatter (use-intl, about 12 kB gzip) once `load()` has brought it: the page
 * shows no such text before the visitor picks photos, so its first load does without it.
 */
export function useLinkTemplates(locale: string, templates: LinkTemplates) {
  const [core, setCore] = useState<Core | null>(null);
  const load = useCallback(async () => {
    const loaded = await (loading ??= import("use-intl/core")).catch((error: unknown) => {
      loading = undefined; // asked again on the next use
      throw error;
    });
    setCore(loaded);
    return formatterOf(loaded, locale, templates);
  }, [locale, templates]);
  const format = useMemo(
    () => (core ? formatterOf(core, locale, templates) : null),
    [core, locale, templates],
  );
  return { format, load };
}
