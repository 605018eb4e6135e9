import { describe, expect, it } from "vitest";
import { isServerless, serverlessStartProblems, startProblems } from "@/lib/config/deploy-target";

const ready = {
  DEPLOY_TARGET: "serverless",
  DATABASE_URL: "postgres://app@db.example:6543/app",
  FILES_S3_BUCKET: "storeplus",
  FILES_S3_ACCESS_KEY_ID: "key",
  FILES_S3_SECRET_ACCESS_KEY: "secret",
  JOBS_WORKER: "off",
};

describe("serverless start checks", () => {
  it("applies only where a serverless host is declared or recognised", () => {
    expect(isServerless({})).toBe(false);
    expect(isServerless({ DEPLOY_TARGET: "Serverless" })).toBe(true);
    expect(isServerless({ VERCEL: "1" })).toBe(true);
    expect(serverlessStartProblems({ JOBS_WORKER: "on" })).toEqual([]);
  });

  it("passes a deployment with PostgreSQL, a bucket and no in-process worker", () => {
    expect(serverlessStartProblems(ready)).toEqual([]);
  });

  it("names each missing piece: the embedded database, the bucket, its keys, the worker", () => {
    const problems = serverlessStartProblems({
      ...ready,
      DEPLOY_TARGET: undefined,
      VERCEL: "1",
      DATABASE_URL: undefined,
      FILES_S3_BUCKET: "",
      JOBS_WORKER: "",
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/DATABASE_URL/);
    expect(problems[1]).toMatch(/FILES_S3_BUCKET/);
    expect(problems[2]).toMatch(/JOBS_WORKER must be off/);
    expect(serverlessStartProblems({ ...ready, FILES_S3_SECRET_ACCESS_KEY: "" })).toEqual([
      expect.stringMatching(/FILES_S3_SECRET_ACCESS_KEY/),
    ]);
  });

  it("refuses an unknown client-address header and, in production, no maps service", () => {
    expect(startProblems({ TRUSTED_CLIENT_IP_HEADER: "x-anything" })).toEqual([
      expect.stringMatching(/TRUSTED_CLIENT_IP_HEADER/),
    ]);
    expect(startProblems({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/No maps service/),
    ]);
    expect(startProblems({ NODE_ENV: "production", MAPS_SERVICE: "simulator", ...ready })).toEqual(
      [],
    );
  });
});
