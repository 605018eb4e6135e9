import { getLocale, getTranslations } from "next-intl/server";
import { LinkUploadForm } from "./link-upload-form";

/**
 * The share link's upload form, its texts translated here: the page ships no translator. The
 * three texts with counts and file names go as ICU templates, formatted in the browser by a
 * formatter loaded once the visitor uses the form (link-templates.ts).
 */
export async function LinkUpload({ token }: { token: string }) {
  const [t, tErrors, locale] = await Promise.all([
    getTranslations("mediaLink"),
    getTranslations("files.errors"),
    getLocale(),
  ]);
  const texts = {
    choose: t("choose"),
    noneChosen: t("noneChosen"),
    rules: t("rules"),
    send: t("send"),
    sending: t("sending"),
    failed: t("failed"),
  };
  const templates = {
    chosen: t.raw("chosen") as string,
    sent: t.raw("sent") as string,
    fileNamePeriod: tErrors.raw("FILE_NAME_PERIOD") as string,
  };
  return <LinkUploadForm token={token} locale={locale} texts={texts} templates={templates} />;
}
