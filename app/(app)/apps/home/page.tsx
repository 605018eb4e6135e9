import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";

// Placeholder until the shell and the home widgets exist.
export default async function HomePage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const t = await getTranslations("auth.home");
  return (
    <main className="p-8">
      <p>{t("signedInAs", { email: user.email })}</p>
    </main>
  );
}
