import { getTranslations } from "next-intl/server";

export default async function LoginPage() {
  const t = await getTranslations("common");
  return <main className="p-8">{t("appName")}</main>;
}
