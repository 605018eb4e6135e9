"use client";

import { Link } from "@/components/ui/link";
import { KeyRound, LogIn, LogOut, User, UserCog } from "lucide-react";
import { useTranslations } from "next-intl";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { endSession } from "@/components/auth/end-session";

export type UserMenuUser = {
  name: string;
  email: string;
  picture: string | null;
  /** From userInitials (lib/format/text), like the navbar's and the profile's. */
  initials: string;
  isAdmin: boolean;
  /** The session's logout token: "Log out" signs out at once with a POST carrying it. */
  logoutToken: string;
};

/** The toolbar's user menu: my profile → /apps/setting; a /login link when there is no user (spec §2). */
export function UserMenu({ user }: { user: UserMenuUser | null }) {
  const t = useTranslations("shell.userMenu");
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link href="/login">
          <LogIn aria-hidden />
          {t("login")}
        </Link>
      </Button>
    );
  }
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="gap-2 px-1.5"
      aria-label={t("trigger", { name: user.name || user.email })}
    >
      <Avatar className="size-7">
        {user.picture ? <AvatarImage src={user.picture} alt="" /> : null}
        {/* The initials are drawn, not text: the button's name holds the words it shows. */}
        <AvatarFallback
          className="text-xs before:content-[attr(data-initials)]"
          data-initials={user.initials}
        />
      </Avatar>
      <span className="hidden max-w-32 truncate md:inline">{user.name || user.email}</span>
    </Button>
  );
  return (
    <MountOnUse popup="menu" trigger={trigger}>
      {(button) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-52">
            <DropdownMenuLabel className="truncate font-normal">{user.email}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link href="/apps/setting">
                <UserCog aria-hidden />
                {t("myProfile")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/pages/profile">
                <User aria-hidden />
                {t("profilePage")}
              </Link>
            </DropdownMenuItem>
            {user.isAdmin ? (
              <DropdownMenuItem asChild>
                <Link href="/apps/home/admin-user-token-page">
                  <KeyRound aria-hidden />
                  {t("apiToken")}
                </Link>
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void endSession(user.logoutToken)}>
              <LogOut aria-hidden />
              {t("logout")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </MountOnUse>
  );
}
