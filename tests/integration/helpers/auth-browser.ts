// A browser talking to Auth.js's own route handlers: a cookie jar, GET and form POST, the CSRF token
// and the credentials sign-in, as the login form's requests reach /api/auth.
import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";

export const ORIGIN = "http://localhost:3000";

/** A browser's cookie jar, enough for these flows. */
export class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/** The headers every request of a browser sends besides its cookies (address, user agent, …). */
export type BrowserHeaders = Record<string, string>;

export async function authGet(jar: Jar, path: string, headers: BrowserHeaders = {}) {
  const request = new NextRequest(`${ORIGIN}${path}`, {
    headers: { ...headers, cookie: jar.header() },
  });
  return jar.take(await handlers.GET(request));
}

export async function authPost(
  jar: Jar,
  path: string,
  form: Record<string, string>,
  headers: BrowserHeaders = {},
) {
  const request = new NextRequest(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      ...headers,
      cookie: jar.header(),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  });
  return jar.take(await handlers.POST(request));
}

export async function csrfToken(jar: Jar, headers: BrowserHeaders = {}): Promise<string> {
  const response = await authGet(jar, "/api/auth/csrf", headers);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** The login form's credentials sign-in; the answer is Auth.js's redirect. */
export async function credentialsSignIn(
  jar: Jar,
  user: string,
  password: string,
  headers: BrowserHeaders = {},
) {
  return authPost(
    jar,
    "/api/auth/callback/credentials",
    { csrfToken: await csrfToken(jar, headers), user, password, callbackUrl: `${ORIGIN}/` },
    headers,
  );
}
