import { getTranslations } from "next-intl/server";
import { LogoutRunner } from "./_components/logout-runner";

export default async function LogoutPage() {
  const t = await getTranslations("auth.logout");
  return (
    <main
      className="text-muted-foreground flex min-h-screen items-center justify-center p-4"
      aria-busy="true"
    >
      <LogoutRunner label={t("signingOut")} />
    </main>
  );
}
