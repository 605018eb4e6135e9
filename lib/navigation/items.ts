import { JOB_SECTIONS } from "@/lib/jobs/kinds";
import type { NavItem } from "./types";

const LOCK_BADGE = { title: "trial", bg: "var(--warning)", fg: "var(--warning-foreground)" };
const COMING_SOON_BADGE = {
  title: "comingSoon",
  bg: "var(--muted)",
  fg: "var(--muted-foreground)",
};

// Spec §2. Who sees what is not written here: filter.ts asks the route table about each url.
export const NAVIGATION: readonly NavItem[] = [
  {
    id: "applications",
    type: "group",
    translate: "applications",
    children: [
      { id: "home", type: "item", translate: "home", url: "/apps/home", icon: "home", exact: true },
      {
        id: "stores",
        type: "item",
        translate: "stores",
        url: "/apps/stores",
        icon: "store",
        trial: true,
      },
      {
        id: "marketing-data",
        type: "collapse",
        translate: "marketingData",
        icon: "database",
        children: [
          {
            id: "extract-jobs",
            type: "item",
            translate: "extractJobs",
            url: "/apps/marketingdata",
            exact: true,
          },
          {
            id: "source-data",
            type: "item",
            translate: "sourceData",
            url: "/apps/marketingdata/sourcedata",
          },
          {
            id: "connectors",
            type: "item",
            translate: "connectors",
            url: "/apps/marketingdata/connector",
          },
        ],
      },
      { id: "posts", type: "item", translate: "posts", url: "/apps/post", icon: "megaphone" },
      {
        id: "notifications",
        type: "item",
        translate: "notifications",
        url: "/apps/notifications",
        icon: "bell",
      },
      {
        id: "rankings",
        type: "collapse",
        translate: "rankings",
        icon: "trophy",
        children: [
          { id: "ranking-jobs", type: "item", translate: "rankingJobs", url: "/apps/rankingJobs" },
          { id: "serps", type: "item", translate: "serps", url: "/apps/serps" },
        ],
      },
      {
        id: "ads",
        type: "collapse",
        translate: "ads",
        icon: "target",
        trial: true,
        children: [
          { id: "search-ads", type: "item", translate: "searchAds", url: "/apps/ads" },
          { id: "pmax", type: "item", translate: "pmax", url: "/apps/pmax", exact: true },
          {
            id: "pmax-campaigns",
            type: "item",
            translate: "pmaxCampaigns",
            url: "/apps/pmax-campaigns",
          },
        ],
      },
      { id: "files", type: "item", translate: "files", url: "/apps/files", icon: "folder" },
      { id: "reviews", type: "item", translate: "reviews", url: "/apps/reviews", icon: "star" },
      {
        id: "media",
        type: "item",
        translate: "media",
        url: "/apps/media",
        icon: "image",
        trial: true,
      },
      {
        id: "reports",
        type: "item",
        translate: "reports",
        url: "/apps/dataStudio-reports",
        icon: "chart",
        trial: true,
      },
      {
        id: "direct-messages",
        type: "item",
        translate: "directMessages",
        url: "/apps/direct-messages",
        icon: "message",
      },
      { id: "faq", type: "item", translate: "faq", url: "/apps/faq", icon: "help" },
      {
        id: "jobs",
        type: "item",
        translate: "jobs",
        url: "/apps/jobs",
        icon: "list",
        anyOfSections: JOB_SECTIONS,
      },
    ],
  },
  { id: "divider-account", type: "divider" },
  {
    id: "account",
    type: "group",
    translate: "account",
    children: [
      {
        id: "settings",
        type: "item",
        translate: "settings",
        url: "/apps/setting",
        icon: "settings",
      },
      {
        id: "settings-admin",
        type: "item",
        translate: "settingsAdmin",
        url: "/apps/setting-admin",
        icon: "shield",
      },
    ],
  },
];

export { COMING_SOON_BADGE, LOCK_BADGE };
