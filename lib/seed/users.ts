import type { memberSettings, users } from "@/lib/db/schema";
import { DEMO_ACCOUNTS, type DemoAccount } from "./demo-accounts";
import { createRandom } from "./random";
import { tenantId } from "./tenants";

type NewUser = typeof users.$inferInsert;
type NewMemberSettings = typeof memberSettings.$inferInsert;

export type UserPlan = {
  user: NewUser;
  password: string | null;
  roles: string[];
  settings: NewMemberSettings;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Extra acme staff without a password, so the admin user list has more than one page. */
const ACME_STAFF = 24;
const STAFF_ROLE_SETS = [
  ["STORE"],
  ["REVIEWS"],
  ["STORE", "REVIEWS"],
  ["MEDIA", "FILES"],
  ["GMB"],
  ["REPORT"],
  ["ADS", "PMAX"],
];
const FIRST_NAMES = [
  "Lucía",
  "Martín",
  "Sofía",
  "Joaquín",
  "Valentina",
  "Tomás",
  "Camila",
  "Benjamín",
  "Emma",
  "Lautaro",
  "Julia",
  "Santiago",
];
const LAST_NAMES = [
  "González",
  "Rodríguez",
  "Fernández",
  "López",
  "Martínez",
  "García",
  "Pérez",
  "Sánchez",
  "Romero",
  "Díaz",
];

export const userId = (email: string) => createRandom(`user:${email}`).uuid();

const VIEW_SECTIONS = ["home", "stores", "reviews", "post", "media", "report"];

function settingsFor(id: string, tenant: string | null, roles: string[]): NewMemberSettings {
  const isAdmin = roles.includes("ADMIN");
  return {
    userId: id,
    tenantId: tenant,
    syncAccount: [{ name: "months", value: "3" }],
    viewSectionsInfo: VIEW_SECTIONS.map((name) => ({
      name,
      isActive: name === "home" || isAdmin || roles.length > 1,
    })),
    permissions: [
      { name: "canEditStores", value: String(isAdmin || roles.includes("STORE")) },
      { name: "canReplyReviews", value: String(isAdmin || roles.includes("REVIEWS")) },
    ],
  };
}

function fromAccount(account: DemoAccount, now: Date): UserPlan {
  const id = userId(account.email);
  const tenant = account.tenant ? tenantId(account.tenant) : null;
  const isLead = account.kind === "lead";
  // A lead past step info has filled the registration form.
  const registered = isLead && account.leadStep !== "info";
  return {
    password: account.password,
    roles: account.roles,
    user: {
      id,
      tenantId: tenant,
      kind: account.kind,
      email: account.email,
      username: account.username,
      mapsSubject: account.mapsSubject ?? null,
      firstName: account.firstName,
      lastName: account.lastName,
      isStoreplusUser: account.isStoreplusUser ?? false,
      isMasterAccount: account.isMasterAccount ?? false,
      isLeads: isLead,
      leadStep: account.leadStep ?? null,
      trialStartedAt:
        account.trialDaysAgo === undefined
          ? null
          : new Date(now.getTime() - account.trialDaysAgo * DAY_MS),
      homeInfo: account.homeInfo ?? false,
      validateGoogleAccount: account.validateGoogleAccount ?? false,
      business: registered ? `${account.firstName} ${account.lastName}` : null,
      phone: registered ? "+54 11 4567-8901" : null,
      country: registered ? "AR" : null,
      storeNumber: registered ? 8 : null,
      // Chosen by no one yet: sign-in applies a profile's language, so a demo account opens in the
      // browser's until its user picks one (profile or language menu).
      language: null,
      createdAt: new Date(Date.UTC(2024, 0, 15)),
    },
    settings: settingsFor(id, tenant, account.roles),
  };
}

function acmeStaff(): UserPlan[] {
  const random = createRandom("users:acme-staff");
  return Array.from({ length: ACME_STAFF }, (_, i) => {
    const email = `staff${String(i + 1).padStart(2, "0")}@acme.example`;
    const id = userId(email);
    const roles = random.pick(STAFF_ROLE_SETS);
    return {
      password: null,
      roles,
      user: {
        id,
        tenantId: tenantId("acme"),
        kind: "storeplus",
        email,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        isStoreplusUser: true,
        language: random.pick(["es", "en"]),
        createdAt: new Date(Date.UTC(2024, 1, 1 + i)),
      },
      settings: settingsFor(id, tenantId("acme"), roles),
    };
  });
}

/** Every seeded user; `now` anchors the trial dates (the only values that depend on the day). */
export function buildUserPlans(now: Date): UserPlan[] {
  return [...DEMO_ACCOUNTS.map((account) => fromAccount(account, now)), ...acmeStaff()];
}
