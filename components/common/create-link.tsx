import { Plus } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** A list page's "New …" action: a link to the create page, styled as a button with a plus. */
export function CreateLink({
  href,
  children,
  ...button
}: { href: string; children: ReactNode } & Omit<ButtonProps, "asChild" | "children">) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        <Plus aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
