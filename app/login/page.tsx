import { EntryFrame } from "@/components/entry-frame";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { LoginPanel } from "./_components/login-panel";

export default async function LoginPage() {
  // Someone already signed in goes where `/` sends them.
  if (await getCurrentUser()) redirect("/");
  return (
    <EntryFrame>
      <LoginPanel />
    </EntryFrame>
  );
}
