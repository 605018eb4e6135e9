import type { AbstractIntlMessages as Messages } from "next-intl";

/**
 * Which messages each part of the app sends to the browser: only what its client components
 * translate, not the whole catalogue (all of it is ~185 KB of escaped JSON in every page's HTML).
 * A path is a top-level namespace or a key under one ("stores.columns"). A provider replaces its
 * parent's messages rather than adding to them, so every area lists the kit as well as its own.
 * tests/unit/i18n/client-messages.test.ts checks each route's client components against these lists.
 */

/** The shared kit every area's client components use: components/common, ui, feedback, forms. */
const KIT = ["common", "ui", "validation", "api", "dataTable", "stores.verification"] as const;

/** What a failed job item says, with its outcome texts (components/jobs). */
const JOBS = ["jobs", "mapsApis", "notifications.types"] as const;

export const CLIENT_MESSAGES = {
  /** The signed-in shell: navigation, search, theme panel, workspace selector, notification bell. */
  shell: [...KIT, "shell", "nav", "theme", "notifications", "workspaces"],
  /** Ads and Performance Max: the account, campaign lists, their forms and the library picker. */
  ads: [
    ...KIT,
    "shell",
    "ads",
    "files",
    "media.library",
    "media.stores",
    "media.upload",
    "storeChoice",
    "storeTarget",
    "stores.columns",
  ],
  directMessages: [...KIT, "shell", "directMessages", "storeChoice"],
  files: [...KIT, "shell", "files"],
  /** The edit-location page: its store chooser, the pin link and the proposals. */
  geolocation: [...KIT, "shell", "geolocation.edit", "storeChoice"],
  imagePlayground: [...KIT, "shell", "imagePlayground", "media.categories"],
  jobs: [...KIT, ...JOBS, "stores.edit.fields"],
  marketing: [...KIT, "marketing", "media.stores", "storeChoice", "storeTarget", "stores.columns"],
  media: [
    ...KIT,
    ...JOBS,
    "shell",
    "media",
    "files",
    "storeChoice",
    "storeMedia",
    "storeTarget",
    "stores.columns",
  ],
  newPost: [
    ...KIT,
    "shell",
    "posts",
    "files",
    "media",
    "storeChoice",
    "storeTarget",
    "stores.columns",
  ],
  /** Questions and answers: the list, the answer forms and the FAQ form with its store choice. */
  faq: [...KIT, "shell", "faq", "media.stores", "storeChoice", "storeTarget", "stores.columns"],
  newUser: [...KIT, "admin.newUser", "admin.roles", "admin.users.link"],
  /** The notifications page: the list and the push preferences (components/push). */
  notifications: [...KIT, "shell", "nav.badges", "notifications", "push", "alerts"],
  posts: [...KIT, ...JOBS, "shell", "posts", "storeChoice"],
  profile: [...KIT, "profile"],
  rankings: [
    ...KIT,
    ...JOBS,
    "shell",
    "rankings",
    "media.stores",
    "storeChoice",
    "storeTarget",
    "stores.columns",
  ],
  reports: [...KIT, "shell", "reports", "reportSharing", "storeChoice"],
  reviews: [
    ...KIT,
    ...JOBS,
    "shell",
    "reviews",
    "reviewTemplates",
    "reviewDrafts",
    "reviewTopics",
    "autoReplies",
    "errors",
    "storeChoice",
  ],
  setting: [...KIT, "profile", "theme"],
  settingAdmin: [
    ...KIT,
    ...JOBS,
    "shell",
    "admin",
    "auth",
    "maintenance",
    "ads.errors",
    "ads.validation",
    "alerts.secret",
    "alerts.errors",
  ],
  stores: [
    ...KIT,
    ...JOBS,
    "shell",
    "stores",
    "storeImport",
    "listingHealth",
    "googleUpdates",
    "holidays",
  ],
  /** Onboarding (app/(entry)): its forms and charts. */
  entry: [...KIT, "onboarding", "insights", "home", "auth", "errors"],
  /** The component gallery (/ui/components). */
  gallery: [...KIT],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof CLIENT_MESSAGES;

/**
 * The listed paths of `messages`, nested as in the catalogue. Objects are handed on as they are
 * (not copied), so a namespace two nested providers both send is serialized once per page.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    // "stores" already carries "stores.columns".
    if (paths.some((other) => path.startsWith(`${other}.`))) continue;
    const keys = path.split(".");
    let source: string | Messages | undefined = messages;
    let target = picked;
    keys.forEach((key, index) => {
      source = typeof source === "object" ? source[key] : undefined;
      if (source === undefined) return;
      if (index === keys.length - 1) target[key] = source;
      else target = (target[key] ??= {}) as Messages;
    });
  }
  return picked;
}
