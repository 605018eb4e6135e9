import { cn } from "@/lib/utils";

/**
 * The title and sentence at the top of a module's main page, by path, as message keys. The page
 * draws them, and so does the shell's skeleton, in the page's first bytes, before the shell has
 * read its user: the first thing a visitor reads is where they are rather than a spinner (and the
 * page's largest text paints at once instead of after the scripts, which is what LCP measures).
 */
export type PageHeaderText = {
  /** Null when the page words its own title (home greets the user by name). */
  title: string | null;
  description: string;
  /** The page's column, when narrower than the content area. */
  width?: "3xl" | "4xl";
  /** A search parameter that turns the page into another view, without this header. */
  notWith?: string;
  /** The header's "New …" link: where it goes and its label's key. */
  create?: { href: string; label: string };
  /** A way back above the header, on a page without the navbar and toolbar. */
  back?: { href: string; label: string };
};

export const PAGE_HEADERS = {
  "/apps/home": { title: null, description: "home.description" },
  "/apps/stores": { title: "stores.title", description: "stores.description" },
  "/apps/stores/google-updates": {
    title: "googleUpdates.title",
    description: "googleUpdates.description",
  },
  "/apps/stores/holidays": {
    title: "holidays.title",
    description: "holidays.description",
  },
  "/apps/stores/health": {
    title: "listingHealth.title",
    description: "listingHealth.description",
  },
  "/apps/stores/approvals": {
    title: "stores.approvals.title",
    description: "stores.approvals.description",
  },
  "/apps/reviews": { title: "reviews.title", description: "reviews.description" },
  "/apps/reviews/topics": {
    title: "reviewTopics.title",
    description: "reviewTopics.description",
  },
  "/apps/post": {
    title: "posts.list.title",
    description: "posts.list.description",
    create: { href: "/apps/new-post", label: "posts.list.newPost" },
  },
  "/apps/files": { title: "files.title", description: "files.description" },
  "/apps/home/image-playground": {
    title: "imagePlayground.title",
    description: "imagePlayground.description",
    width: "4xl",
  },
  "/apps/media": {
    title: "media.title",
    description: "media.description",
    width: "4xl",
    create: { href: "/apps/media/newMediaUpload", label: "media.newPackage" },
  },
  "/apps/setting-admin": { title: "admin.title", description: "admin.description" },
  "/apps/dataStudio-reports": { title: "reports.title", description: "reports.description" },
  "/apps/marketingdata": {
    title: "marketing.title",
    description: "marketing.description",
    notWith: "job",
    create: { href: "/apps/marketingdata/new-job", label: "marketing.newJob" },
  },
  "/apps/workspaces": {
    title: "workspaces.title",
    description: "workspaces.description",
    back: { href: "/apps/home", label: "common.backHome" },
  },
  "/apps/notifications": {
    title: "notifications.title",
    description: "notifications.pageDescription",
    width: "3xl",
  },
  "/apps/jobs": { title: "jobs.title", description: "jobs.description", width: "4xl" },
  "/apps/rankingJobs": {
    title: "rankings.title",
    description: "rankings.description",
    create: { href: "/apps/rankingJobs/new-ranking", label: "rankings.newRanking" },
  },
  "/apps/serps": {
    title: "rankings.serps.title",
    description: "rankings.serps.description",
    create: { href: "/apps/serps/new-serp", label: "rankings.serps.newSerp" },
  },
  "/apps/ads": { title: "ads.title", description: "ads.description" },
  "/apps/faq": { title: "faq.title", description: "faq.description" },
  "/apps/direct-messages": {
    title: "directMessages.title",
    description: "directMessages.description",
    width: "4xl",
  },
  "/apps/pmax": { title: "ads.pmax.title", description: "ads.pmax.description" },
  "/apps/pmax-campaigns": {
    title: "ads.pmaxCampaigns.title",
    description: "ads.pmaxCampaigns.description",
  },
} as const satisfies Record<string, PageHeaderText>;

export type HeaderPath = keyof typeof PAGE_HEADERS;

/** The header the skeleton of `pathname?search` shows, if its page has one of these. */
export function pageHeaderFor(pathname: string, search: string): PageHeaderText | null {
  const text: PageHeaderText | undefined = PAGE_HEADERS[pathname as HeaderPath];
  if (!text) return null;
  if (text.notWith && new URLSearchParams(search).has(text.notWith)) return null;
  return text;
}

/** The column a module page's content sits in (its header first). */
export function pageColumnClass(width?: PageHeaderText["width"]): string {
  return cn(
    "flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6",
    width === "3xl" && "mx-auto max-w-3xl",
    width === "4xl" && "mx-auto max-w-4xl",
  );
}
