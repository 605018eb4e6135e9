import { EntryFrame } from "@/components/entry-frame";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { LoginPanel } from "./_components/login-panel";
import { loginTexts } from "./_components/login-texts";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("login");

export default async function LoginPage() {
  // Someone already signed in goes where `/` sends them.
  if (await getCurrentUser()) redirect("/");
  return (
    <EntryFrame>
      <LoginPanel texts={await loginTexts()} />
    </EntryFrame>
  );
}
