"use client";

import { useTransition } from "react";
import { Link } from "@/components/ui/link";
import { Button, type ButtonProps } from "@/components/ui/button";
import { endSession } from "@/components/auth/end-session";

/**
 * Signs out in one click with the page's logout token (a POST, never a GET). Without a session
 * there is no token: the button is a link to /logout, which forgets the stored workspace and goes
 * on to /login.
 */
export function SignOutButton({
  logoutToken,
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild"> & { logoutToken: string | null }) {
  const [pending, startTransition] = useTransition();
  if (!logoutToken) {
    return (
      <Button asChild {...props}>
        <Link href="/logout" prefetch={false}>
          {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      {...props}
      disabled={pending || props.disabled}
      aria-busy={pending}
      onClick={() => startTransition(() => endSession(logoutToken))}
    >
      {children}
    </Button>
  );
}
