import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { LoginPanel } from "./_components/login-panel";

export default async function LoginPage() {
  // Someone already signed in goes where `/` sends them.
  if (await getCurrentUser()) redirect("/");
  return (
    <main className="bg-muted/40 flex min-h-screen items-center justify-center p-4">
      <LoginPanel />
    </main>
  );
}
