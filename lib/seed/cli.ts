// `npm run db:seed [-- --stores N] [--reset]`: loads the demo data (see demo-accounts.ts).
import { parseArgs } from "node:util";
import { enableServerModules } from "../db/script-runtime";

enableServerModules();
const { databaseUrl, openDatabase, setDbForTests } = await import("../db/client");
const { exitIfInUse } = await import("../db/pglite-lock");
const { isPostgresUrl } = await import("../db/url");
const { hasSeedData, resetDatabase, seedDatabase } = await import("./seed");
type Db = import("../db/client").Db;

const { values } = parseArgs({
  options: { stores: { type: "string" }, reset: { type: "boolean", default: false } },
});
const stores = values.stores === undefined ? undefined : Number(values.stores);
if (stores !== undefined && (!Number.isInteger(stores) || stores < 1 || stores > 100_000)) {
  console.error("--stores must be a whole number between 1 and 100000");
  process.exit(1);
}

/** The simulator's seed is optional: the product seeds fine without it. */
async function seedSimulator(db: Db, acmeStores: number | undefined): Promise<void> {
  // A computed specifier keeps the type checker from requiring the module to exist.
  const specifier = "../maps-simulator/seed";
  let simulatorSeed: {
    seedMapsSimulator?: (db: Db, opts?: { bigAccountLocations?: number }) => Promise<unknown>;
  };
  try {
    simulatorSeed = await import(specifier);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") throw error;
    console.warn("Maps simulator seed not found (lib/maps-simulator/seed.ts): skipped.");
    return;
  }
  if (typeof simulatorSeed.seedMapsSimulator !== "function") {
    console.warn("lib/maps-simulator/seed.ts exports no seedMapsSimulator: skipped.");
    return;
  }
  // Every acme store points at a location of acme's account, the simulator's biggest: with more
  // stores than it holds by default, it grows to match.
  const { SIM_IDENTITIES } = await import("../maps-simulator/identities");
  const { buildTenantPlans } = await import("./tenants");
  const acme = buildTenantPlans(acmeStores).find((plan) => plan.name === "acme");
  const held = SIM_IDENTITIES.flatMap((identity) => identity.accounts).find(
    (account) => account.id === acme?.account.id,
  )?.locationCount;
  const grow = acme !== undefined && acme.locationCount > (held ?? 0);
  await simulatorSeed.seedMapsSimulator(
    db,
    grow ? { bigAccountLocations: acme.locationCount } : {},
  );
  console.log("Maps simulator seeded.");
}

const url = databaseUrl();
const handle = await openDatabase(url).catch(exitIfInUse);
try {
  await handle.migrate();
  if (values.reset) await resetDatabase(handle.db);
  if (!values.reset && (await hasSeedData(handle.db))) {
    console.log("The database already holds tenants: nothing seeded (use --reset to start over).");
  } else {
    // The import commits thousands of times, and on PGlite each commit waited for its write to
    // reach the disk: a quarter of the seed's time. Closing flushes them all; a seed killed
    // midway loses its last commits, and is run again with --reset.
    if (!isPostgresUrl(url)) await handle.executeSql!("set synchronous_commit = off");
    const started = performance.now();
    const summary = await seedDatabase(handle.db, { stores });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.tenants} tenants, ${summary.locations} stores, ${summary.users} users in ${seconds} s.`,
    );
    await seedSimulator(handle.db, stores);
    // The simulator's handlers read the process-wide database: point it at this one.
    setDbForTests(handle);
    const { seedLinkedActivity } = await import("./activity");
    const activityStarted = performance.now();
    await seedLinkedActivity(handle.db);
    const activitySeconds = ((performance.now() - activityStarted) / 1000).toFixed(1);
    console.log(`Imported the demo tenants' reviews, Q&A and metrics in ${activitySeconds} s.`);
    const { seedReviewNotifications } = await import("./notifications");
    console.log(
      `acme's bell announces ${await seedReviewNotifications(handle.db)} of its reviews.`,
    );
    const { seedDemoLibrary } = await import("./library");
    console.log(`Stored ${await seedDemoLibrary(handle.db)} pictures in acme's resources library.`);
    const { seedDemoPostTemplates } = await import("./posts");
    console.log(`Added ${await seedDemoPostTemplates(handle.db)} post templates to acme.`);
    // The e2e server seeds without it: its journeys sync on their own, and one turns it on.
    if (process.env.SEED_MAPS_NOTIFICATIONS !== "off") {
      const { seedDemoMapsNotifications } = await import("./maps-notifications");
      await seedDemoMapsNotifications(handle.db);
      console.log("acme's maps account announces its changes over Pub/Sub.");
    }
  }
} finally {
  await handle.close();
}
