import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { Locale } from "@/lib/i18n/config";
import { BUSINESS_MANAGE_SCOPE } from "@/lib/maps/config";
import { SIM_IDENTITIES } from "../identities";
import { AUTHORIZE_FIELDS } from "./authorize-request";

// Plain server-rendered HTML: it must work without the app's bundles. The email form is
// `novalidate`: the browser's own bubbles speak the browser's language, not the page's.

const MESSAGES = { en, es } as const;

export function consentTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "mapsSim" });
}
type T = ReturnType<typeof consentTranslator>;

const escapeMap: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapeMap[c]!);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;color:#202124}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.5rem;margin:0 0 .25rem}ul{list-style:none;padding:0}button{font:inherit;cursor:pointer}
.identity{display:block;width:100%;text-align:left;padding:.6rem .8rem;margin:.3rem 0;border:1px solid #dadce0;border-radius:6px;background:#fff}
.identity:focus,.identity:hover{background:#e8f0fe}.identity small{display:block;color:#5f6368}
label{display:block;margin-top:1rem;font-weight:600}input[type=email]{width:100%;padding:.5rem;box-sizing:border-box;margin:.3rem 0}
.primary{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:.5rem 1rem}.secondary{background:none;border:0;color:#1a73e8;padding:.5rem 0}
.error{color:#b3261e}.note{color:#5f6368;font-size:.85rem}`;

function documentHtml(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function hiddenFields(source: URLSearchParams): string {
  return AUTHORIZE_FIELDS.map((key) => {
    const value = source.get(key);
    return value === null ? "" : `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`;
  }).join("");
}

function scopeLines(t: T, scope: string): string {
  const lines = new Set<string>();
  for (const s of scope.split(" ")) {
    if (s === BUSINESS_MANAGE_SCOPE || s.endsWith("plus.business.manage"))
      lines.add(t("scopeBusiness"));
    else if (s === "email" || s.endsWith("userinfo.email")) lines.add(t("scopeEmail"));
    else if (s === "profile" || s.endsWith("userinfo.profile")) lines.add(t("scopeProfile"));
    else if (s === "openid") lines.add(t("scopeOpenid"));
  }
  return [...lines].map((line) => `<li>${escapeHtml(line)}</li>`).join("");
}

export type ConsentError = "errorEmailRequired" | "errorInvalidEmail" | "errorUnknownIdentity";

export type ConsentPageInput = {
  locale: Locale;
  formAction: string;
  source: URLSearchParams;
  clientName: string;
  scope: string;
  error?: ConsentError;
  email?: string;
};

export function renderConsentPage({
  locale,
  formAction,
  source,
  clientName,
  scope,
  error,
  email,
}: ConsentPageInput): string {
  const t = consentTranslator(locale);
  const hidden = hiddenFields(source);
  const identities = SIM_IDENTITIES.map((identity) => {
    const locations = identity.accounts.reduce((sum, account) => sum + account.locationCount, 0);
    const summary = t("manages", { accounts: identity.accounts.length, locations });
    return `<li><button class="identity" type="submit" name="sub" value="${escapeHtml(identity.sub)}">${escapeHtml(identity.name)} &lt;${escapeHtml(identity.email)}&gt;<small>${escapeHtml(summary)}</small></button></li>`;
  }).join("");
  const errorHtml = error
    ? `<p id="email-error" class="error" role="alert">${escapeHtml(t(error))}</p>`
    : "";
  const body = `<h1>${escapeHtml(t("title"))}</h1><p>${escapeHtml(t("subtitle", { client: clientName }))}</p>
<p class="note">${escapeHtml(t("note"))}</p>${errorHtml}
<form method="post" action="${escapeHtml(formAction)}" aria-labelledby="choose-heading">${hidden}<h2 id="choose-heading">${escapeHtml(t("chooseIdentity"))}</h2><ul>${identities}</ul></form>
<form method="post" action="${escapeHtml(formAction)}" novalidate>${hidden}<h2>${escapeHtml(t("otherEmail"))}</h2>
<label for="email">${escapeHtml(t("emailLabel"))}</label><input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(email ?? source.get("login_hint") ?? "")}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
<button class="primary" type="submit">${escapeHtml(t("next"))}</button></form>
<p>${escapeHtml(t("scopesIntro", { client: clientName }))}</p><ul>${scopeLines(t, scope)}</ul>
<form method="post" action="${escapeHtml(formAction)}">${hidden}<button class="secondary" type="submit" name="decision" value="deny">${escapeHtml(t("cancel"))}</button></form>`;
  return documentHtml(locale, t("title"), body);
}

export function renderErrorPage(
  locale: Locale,
  error: "errorInvalidClient" | "errorRedirectMismatch" | "errorForbidden",
): string {
  const t = consentTranslator(locale);
  return documentHtml(
    locale,
    t("errorTitle"),
    `<h1>${escapeHtml(t("errorTitle"))}</h1><p class="error" role="alert">${escapeHtml(t(error))}</p>`,
  );
}
