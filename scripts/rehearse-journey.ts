// The journey of `npm run rehearse` through the real standalone server: sign in as the demo
// admin in Chromium, edit a store, upload a photo and send it to the store, each job worked by
// the separate worker; a tick from the host's scheduler; then, the worker stopped, the drain
// endpoint works the queue instead.
import { randomBytes } from "node:crypto";
import { chromium, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { check, step, waitFor } from "./rehearse-kit";
import type { S3Standin } from "./s3-standin";

export type JourneyContext = {
  appUrl: string;
  s3: S3Standin;
  cronSecret: string;
  databaseUrl: string;
  stopWorker: () => Promise<void>;
};

const BROWSER_ARGS = [
  "--no-sandbox",
  "--headless=new",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return process.platform === "linux" ? "/usr/bin/chromium" : undefined;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/api/graphql", {
    headers: { "x-graphql-csrf": "1" },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok() || body.errors) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data as T;
}

async function jobDone(request: APIRequestContext, id: string, timeoutMs = 90_000) {
  const query = "query J($id: ID!) { job(id: $id) { status } }";
  await waitFor(
    `job ${id} DONE`,
    async () => {
      const { job } = await graphql<{ job: { status: string } }>(request, query, { id });
      if (job.status === "FAILED") throw new Error("the job FAILED");
      return job.status === "DONE" ? job.status : null;
    },
    timeoutMs,
  );
}

async function editStore(request: APIRequestContext, id: string, label: string) {
  const { updateLocation } = await graphql<{ updateLocation: { jobId: string } }>(
    request,
    "mutation U($id: ID!, $patch: LocationPatchInput!) { updateLocation(id: $id, patch: $patch) { jobId } }",
    { id, patch: { websiteUri: `https://rehearsal.example/${label}` } },
  );
  return updateLocation.jobId;
}

export async function journey(context: JourneyContext): Promise<void> {
  const { appUrl, s3, cronSecret } = context;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  const db = new pg.Pool({ connectionString: context.databaseUrl, max: 1 });
  const cron = (path: string, token = cronSecret) =>
    fetch(`${appUrl}/api/cron/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
  const lastOutcome = async (name: string) =>
    (await db.query("select last_outcome from scheduled_jobs where name = $1", [name])).rows[0]
      ?.last_outcome as string | null;
  try {
    const page = await (await browser.newContext({ baseURL: appUrl })).newPage();
    const request = page.request;

    await step("sign in as the demo admin (Chromium, credentials form)", async () => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in with StorePlus credentials" }).click();
      await page.getByLabel("User").fill("admin");
      await page.getByLabel("Password", { exact: true }).fill("Admin123!");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/apps\/home$/, { timeout: 60_000 });
    });

    const { locations } = await graphql<{ locations: { items: { _id: string }[] } }>(
      request,
      "{ locations(limit: 1) { items { _id } } }",
    );
    const storeId = locations.items[0]?._id;
    check(storeId, "acme has no store");

    await step("edit a store: its job done by the separate worker", async () => {
      await jobDone(request, await editStore(request, storeId, "worker"));
    });

    const photoId = await step("upload a photo: kept in the bucket", async () => {
      const objects = s3.objects.size;
      // Noise, so the JPEG is as large as a real photo (the library refuses tiny images).
      const buffer = await sharp(randomBytes(500 * 400 * 3), {
        raw: { width: 500, height: 400, channels: 3 },
      })
        .jpeg()
        .toBuffer();
      const upload = await request.post("/api/files", {
        headers: { "x-graphql-csrf": "1" },
        multipart: {
          name: "rehearsal-front",
          file: { name: "front.jpg", mimeType: "image/jpeg", buffer },
        },
      });
      check(
        upload.status() === 201,
        `POST /api/files answered ${upload.status()} ${await upload.text()}`,
      );
      check(s3.objects.size === objects + 1, "no new object in the bucket");
      return ((await upload.json()) as { id: string }).id;
    });

    await step("send the photo to the store: the job reads it back from the bucket", async () => {
      const { createMediaPackage } = await graphql<{ createMediaPackage: { job: { id: string } } }>(
        request,
        "mutation M($input: MediaPackageInput!) { createMediaPackage(input: $input) { job { id } } }",
        {
          input: {
            name: "rehearsal-front",
            category: "EXTERIOR",
            resourceIds: [photoId],
            locationIds: [storeId],
          },
        },
      );
      await jobDone(request, createMediaPackage.job.id);
    });

    await step("the host's scheduler ticks POST /api/cron/store-count", async () => {
      const refused = await cron("store-count", "not-the-secret-0123456789");
      check(refused.status === 401, `a wrong secret got ${refused.status}`);
      const tick = await cron("store-count");
      check(tick.status === 202, `answered ${tick.status}`);
      await waitFor(
        "store-count DONE",
        async () => ((await lastOutcome("store-count")) === "DONE" ? 1 : null),
        30_000,
      );
    });

    await context.stopWorker();
    await step("worker stopped: POST /api/cron/drain works the queue instead", async () => {
      await db.query("update scheduled_jobs set last_outcome = null where name = 'store-count'");
      check((await cron("store-count")).status === 202, "the tick was refused");
      const jobId = await editStore(request, storeId, "drain");
      const drained = await cron("drain?seconds=20");
      check(drained.status === 200, `answered ${drained.status}`);
      const report = (await drained.json()) as { items: number; scheduledRuns: number };
      check(report.items >= 1 && report.scheduledRuns >= 1, `drained ${JSON.stringify(report)}`);
      // The edit's read-back may queue one more item: drain until the job is done.
      await waitFor(
        "the edit DONE by draining",
        async () => {
          const { job } = await graphql<{ job: { status: string } }>(
            request,
            "query J($id: ID!) { job(id: $id) { status } }",
            { id: jobId },
          );
          if (job.status === "DONE") return 1;
          await cron("drain?seconds=5");
          return null;
        },
        60_000,
      );
      check((await lastOutcome("store-count")) === "DONE", "the tick's run was not worked");
    });
  } finally {
    await browser.close();
    await db.end();
  }
}
