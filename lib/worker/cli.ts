// `npm run worker`: works queued job items in a process of its own, beside the server, when the
// database is PostgreSQL (DATABASE_URL). Start as many as the quotas and the database allow.
import { enableServerModules } from "../db/script-runtime";

enableServerModules();
const { openDatabase } = await import("../db/client");
const { startQueue } = await import("../jobs/queue");
const { startJobWorker } = await import("../jobs/worker");
const { startScheduledJobs } = await import("../jobs/schedules");
await import("./job-kinds");

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the server " +
      "works the queue itself: the embedded database allows one process.",
  );
  process.exit(1);
}

const handle = await openDatabase(url);
const queue = await startQueue(handle.executeSql!);
(await import("../jobs/runtime")).adoptProcessQueue(queue);
const worker = await startJobWorker(handle.db, queue);
await startScheduledJobs(handle.db, queue);
console.log("Job worker started.");

async function stop() {
  // Let the items in hand finish; the lease hands any that do not to another worker.
  await worker.stop(30_000);
  await queue.stop({ graceful: true, wait: true, timeout: 30_000 });
  await handle.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
