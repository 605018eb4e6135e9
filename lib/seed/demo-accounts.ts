// The demo accounts, in one list the seed, the README and the tests all read.
import type { LeadStep, UserKind } from "@/lib/auth/types";

export type DemoAccount = {
  /** StorePlus sign-in name; null for accounts that sign in through the maps service. */
  username: string | null;
  password: string | null;
  email: string;
  kind: UserKind;
  roles: string[];
  /** Tenant name; null for a user not yet assigned to a tenant. */
  tenant: string | null;
  shows: string;
  firstName: string;
  lastName: string;
  isStoreplusUser?: boolean;
  isMasterAccount?: boolean;
  /** The maps simulator identity (lib/maps-simulator/identities.ts) this user signs in with. */
  mapsSubject?: string;
  homeInfo?: boolean;
  validateGoogleAccount?: boolean;
  leadStep?: LeadStep;
  /** Days since the free trial started (leads only). */
  trialDaysAgo?: number;
};

export const CREDENTIAL_ACCOUNTS: DemoAccount[] = [
  {
    username: "admin",
    password: "Admin123!",
    email: "admin@acme.example",
    kind: "admin",
    tenant: "acme",
    roles: ["ADMIN"],
    isStoreplusUser: true,
    firstName: "Ana",
    lastName: "Admin",
    shows: "Every module and the admin settings of tenant acme",
  },
  {
    username: "manager",
    password: "Manager123!",
    email: "manager@acme.example",
    kind: "storeplus",
    tenant: "acme",
    roles: ["STORE", "REVIEWS", "GMB", "MEDIA", "REPORT", "FAQ", "NOTIFICATIONS"],
    isStoreplusUser: true,
    firstName: "Mateo",
    lastName: "Manager",
    shows: "Store, review, post, media, report, faq and notification modules; no admin settings",
  },
  {
    username: "reviews",
    password: "Reviews123!",
    email: "reviews@acme.example",
    kind: "storeplus",
    tenant: "acme",
    roles: ["REVIEWS"],
    firstName: "Rosa",
    lastName: "Reviews",
    shows: "Only the reviews module; other routes answer 404",
  },
  {
    username: "stores",
    password: "Stores123!",
    email: "stores@acme.example",
    kind: "storeplus",
    tenant: "acme",
    roles: ["STORE"],
    firstName: "Sergio",
    lastName: "Stores",
    shows: "Only the stores module; reviews and other routes answer 404",
  },
  {
    username: "ads",
    password: "Ads12345!",
    email: "ads@acme.example",
    kind: "storeplus",
    tenant: "acme",
    roles: ["ADS"],
    firstName: "Alba",
    lastName: "Ads",
    shows: "Only the ads and Performance Max pages; other routes answer 404",
  },
  {
    username: "globexadmin",
    password: "Globex123!",
    email: "admin@globex.example",
    kind: "admin",
    tenant: "globex",
    roles: ["ADMIN"],
    isStoreplusUser: true,
    firstName: "Gabriel",
    lastName: "Globex",
    shows: "Admin of the second tenant: never sees acme's data",
  },
  {
    username: "umbrella",
    password: "Umbrella123!",
    email: "admin@umbrella.example",
    kind: "admin",
    tenant: "umbrella",
    roles: ["ADMIN"],
    isStoreplusUser: true,
    firstName: "Ulises",
    lastName: "Umbrella",
    shows: "Admin of a 1,200-store pharmacy chain in Spain: spreadsheets, holiday hours, health",
  },
  {
    username: "master",
    password: "Master123!",
    email: "master@acme.example",
    kind: "master",
    tenant: "acme",
    roles: ["Master Account"],
    isMasterAccount: true,
    firstName: "Marta",
    lastName: "Master",
    shows: "Master account: skips onboarding",
  },
  {
    username: "superadmin",
    password: "Super123!",
    email: "superadmin@acme.example",
    kind: "super_admin",
    tenant: "acme",
    roles: ["Super Admin", "ADMIN"],
    isStoreplusUser: true,
    firstName: "Sergio",
    lastName: "Super",
    shows: "Super admin: cross-tenant admin operations",
  },
  {
    username: "disabled",
    password: "Disabled123!",
    email: "user@initech.example",
    kind: "storeplus",
    tenant: "initech",
    roles: ["STORE"],
    firstName: "Diego",
    lastName: "Disabled",
    shows: "Tenant initech is DISABLE: sign-in is refused",
  },
];

const lead = (
  email: string,
  sub: string,
  tenant: string,
  firstName: string,
  lastName: string,
  leadStep: LeadStep,
  trialDaysAgo: number,
  shows: string,
): DemoAccount => ({
  username: null,
  password: null,
  email,
  kind: "lead",
  tenant,
  roles: ["TRIAL"],
  mapsSubject: sub,
  firstName,
  lastName,
  leadStep,
  trialDaysAgo,
  shows,
});

export const MAPS_ACCOUNTS: DemoAccount[] = [
  {
    username: null,
    password: null,
    email: "owner@acme.example",
    kind: "maps",
    tenant: "acme",
    roles: ["ADMIN"],
    mapsSubject: "sim-owner-acme",
    homeInfo: true,
    validateGoogleAccount: true,
    firstName: "Olivia",
    lastName: "Owner",
    shows: "Maps-account sign-in; goes through /sync-new-user first",
  },
  {
    username: null,
    password: null,
    email: "owner@globex.example",
    kind: "maps",
    tenant: "globex",
    roles: ["STORE", "REVIEWS"],
    mapsSubject: "sim-owner-globex",
    validateGoogleAccount: true,
    firstName: "Gustavo",
    lastName: "Globex",
    shows: "Maps-account user of globex with stores and reviews",
  },
  {
    username: null,
    password: null,
    email: "owner@umbrella.example",
    kind: "maps",
    tenant: "umbrella",
    roles: ["ADMIN"],
    mapsSubject: "sim-owner-umbrella",
    validateGoogleAccount: true,
    firstName: "Úrsula",
    lastName: "Umbrella",
    shows: "Maps-account owner of umbrella's 1,200 stores",
  },
  lead(
    "lead.info@trial.example",
    "sim-lead-info",
    "trialivan",
    "Ivan",
    "Info",
    "info",
    2,
    "Trial lead at step info: /register-user step 0",
  ),
  lead(
    "lead.locations@trial.example",
    "sim-lead-locations",
    "triallucia",
    "Lucia",
    "Locations",
    "locations",
    3,
    "Trial lead at step locations: /register-user step 1",
  ),
  lead(
    "lead.insights@trial.example",
    "sim-lead-insights",
    "trialines",
    "Ines",
    "Insights",
    "insights",
    5,
    "Trial lead at step insights: /insight-user",
  ),
  lead(
    "lead.user@trial.example",
    "sim-lead-user",
    "trialulises",
    "Ulises",
    "User",
    "user",
    10,
    "Trial lead who finished onboarding: /apps/home with trial locks",
  ),
  lead(
    "lead.expired@trial.example",
    "sim-lead-expired",
    "trialelena",
    "Elena",
    "Expired",
    "user",
    61,
    "Trial over 60 days: /no-permissions?error=EXPIRED_LEAD",
  ),
  {
    username: null,
    password: null,
    email: "no.tenant@acme.example",
    kind: "maps",
    tenant: null,
    roles: [],
    mapsSubject: "sim-no-tenant",
    firstName: "Nico",
    lastName: "Notenant",
    shows: "No tenant: /no-permissions?error=NO_TENANT",
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [...CREDENTIAL_ACCOUNTS, ...MAPS_ACCOUNTS];

/** Identities of the simulator with no product user: trial sign-up creates one, or sign-in is refused. */
export const IDENTITIES_WITHOUT_USER = [
  "owner@initech.example",
  "new.lead@trial.example",
  "nueva.lead@trial.example",
  "movil.lead@trial.example",
  "someone@unknown.example",
  "empty@trial.example",
] as const;
