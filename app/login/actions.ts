"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AuthError, CredentialsSignin } from "next-auth";
import { signIn } from "@/lib/auth";
import {
  loginMessageFor,
  type CredentialsFailure,
  type LoginFailureMessage,
} from "@/lib/auth/credentials";
import { withSignInLocale } from "@/lib/auth/sign-in-locale";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS } from "@/lib/i18n/config";
import { mapsServiceMode } from "@/lib/maps/config";
import { credentialsSchema } from "@/lib/validation/auth";

export type CredentialsSignInCode = "OK" | "INVALID_INPUT" | LoginFailureMessage;

/** StorePlus credentials sign-in: sets the session cookie on success, answers a code either way. */
export async function signInWithCredentials(
  input: unknown,
): Promise<{ code: CredentialsSignInCode }> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { code: "INVALID_INPUT" };
  try {
    const { locale } = await withSignInLocale(() =>
      signIn("credentials", {
        user: parsed.data.user,
        password: parsed.data.password,
        redirect: false,
      }),
    );
    // The interface switches to the language the user chose in their profile.
    if (locale) (await cookies()).set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
    return { code: "OK" };
  } catch (error) {
    if (error instanceof CredentialsSignin)
      return { code: loginMessageFor(error.code as CredentialsFailure) };
    if (error instanceof AuthError) return { code: "NO_MASTER_LOGGED_IN" };
    throw error;
  }
}

/** Sends the browser to the maps service's consent screen; `/` then routes by user state. */
export async function signInWithMaps(): Promise<void> {
  if (mapsServiceMode() === "off") redirect("/login");
  await signIn("maps", { redirectTo: "/" });
}

/** Same consent screen; a new identity becomes a free-trial lead on the way back. */
export async function startFreeTrial(): Promise<void> {
  if (mapsServiceMode() === "off") redirect("/login");
  await signIn("maps-trial", { redirectTo: "/" });
}
