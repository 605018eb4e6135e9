// The product's demo seed links its maps-account users and leads to these subjects.

export type SimIdentity = {
  sub: string;
  email: string;
  name: string;
  accounts: { id: string; accountName: string; locationCount: number }[];
};

export const SIM_IDENTITIES: SimIdentity[] = [
  {
    sub: "sim-owner-acme",
    email: "owner@acme.example",
    name: "Olivia Owner",
    accounts: [{ id: "1001", accountName: "Acme Retail", locationCount: 600 }],
  },
  {
    sub: "sim-owner-globex",
    email: "owner@globex.example",
    name: "Gustavo Globex",
    accounts: [{ id: "1002", accountName: "Globex Cafés", locationCount: 120 }],
  },
  {
    // Owner of the disabled demo tenant's account: signing in is refused with the tenant.
    sub: "sim-owner-initech",
    email: "owner@initech.example",
    name: "Irene Initech",
    accounts: [{ id: "1003", accountName: "Initech Copies", locationCount: 5 }],
  },
  {
    // A pharmacy chain of 1,200 stores in Spain: the chain-scale tools' demo (import, holidays).
    sub: "sim-owner-umbrella",
    email: "owner@umbrella.example",
    name: "Úrsula Umbrella",
    accounts: [{ id: "1004", accountName: "Umbrella Farmacias", locationCount: 1200 }],
  },
  {
    sub: "sim-lead-new",
    email: "new.lead@trial.example",
    name: "Nora Nueva",
    accounts: [{ id: "2001", accountName: "Nora's Bakery", locationCount: 14 }],
  },
  {
    sub: "sim-lead-info",
    email: "lead.info@trial.example",
    name: "Ivan Info",
    accounts: [{ id: "2002", accountName: "Ivan Hardware", locationCount: 8 }],
  },
  {
    sub: "sim-lead-locations",
    email: "lead.locations@trial.example",
    name: "Lucia Locations",
    accounts: [{ id: "2003", accountName: "Lucia Flowers", locationCount: 12 }],
  },
  {
    sub: "sim-lead-insights",
    email: "lead.insights@trial.example",
    name: "Ines Insights",
    accounts: [{ id: "2004", accountName: "Ines Optics", locationCount: 6 }],
  },
  {
    sub: "sim-lead-user",
    email: "lead.user@trial.example",
    name: "Ulises User",
    accounts: [{ id: "2005", accountName: "Ulises Pizza", locationCount: 9 }],
  },
  {
    sub: "sim-lead-expired",
    email: "lead.expired@trial.example",
    name: "Elena Expired",
    accounts: [{ id: "2006", accountName: "Elena Shoes", locationCount: 3 }],
  },
  {
    sub: "sim-no-tenant",
    email: "no.tenant@acme.example",
    name: "Nico Notenant",
    accounts: [{ id: "2007", accountName: "Nico Kiosk", locationCount: 1 }],
  },
  {
    sub: "sim-stranger",
    email: "someone@unknown.example",
    name: "Sam Stranger",
    accounts: [{ id: "2008", accountName: "Sam Garage", locationCount: 2 }],
  },
  { sub: "sim-empty", email: "empty@trial.example", name: "Eva Empty", accounts: [] },
  // Never-seen trial leads for the onboarding journeys in Spanish and on a phone.
  {
    sub: "sim-lead-nueva",
    email: "nueva.lead@trial.example",
    name: "Nuria Nueva",
    accounts: [{ id: "2009", accountName: "Heladería Nuria", locationCount: 12 }],
  },
  {
    sub: "sim-lead-movil",
    email: "movil.lead@trial.example",
    name: "Mateo Movil",
    accounts: [{ id: "2010", accountName: "Mateo Bicicletas", locationCount: 12 }],
  },
];

export function findIdentity(sub: string): SimIdentity | undefined {
  return SIM_IDENTITIES.find((identity) => identity.sub === sub);
}
