// Report sharing: schedules and links stay in their tenant, only report users reach them, a due
// schedule is emailed once with its file, and an expired or revoked link opens nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, reportSchedules, reportShareLinks } from "@/lib/db/schema";
import { deliverPending } from "@/lib/mail/sender";
import { queueEmail } from "@/lib/mail/outbox";
import { handleReportExport } from "@/lib/reports/pdf-route";
import { sendDueReports } from "@/lib/reports/schedules";
import { openSharedReport } from "@/lib/reports/share-links-report";
import { hashShareToken } from "@/lib/reports/share-links";
import { tokenFor } from "@/tests/integration/helpers/graphql-fixtures";
import { addDays } from "@/lib/reports/range";
import { DAYS, setUpReports, type ReportsFixture } from "./reports-fixture";
import { pdfText } from "@/tests/pdf-text";
import { RevokeReportShareLinkMutation, SendReportNowMutation } from "@/lib/reports/operations";

let r: ReportsFixture;

type Answer = {
  body: { data?: Record<string, unknown>; errors?: { extensions: Record<string, unknown> }[] };
};
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions.code;
const issueOf = (answer: Answer) =>
  (
    answer.body.errors?.[0]?.extensions.issues as { path: string; message: string }[] | undefined
  )?.[0];

const CREATE_SCHEDULE = /* GraphQL */ `
  mutation ($input: ReportScheduleInput!) {
    createReportSchedule(input: $input) {
      id
      frequency
      format
      recipients
      nextRunAt
      filters {
        workspaceId
        days
        storeIds
      }
    }
  }
`;
const LISTS = /* GraphQL */ `
  {
    reportSchedules {
      id
    }
    reportShareLinks {
      id
      url
      revoked
    }
  }
`;
const CREATE_LINK = /* GraphQL */ `
  mutation ($filters: ReportFiltersInput!, $days: Int!) {
    createReportShareLink(filters: $filters, expiresInDays: $days) {
      id
      url
      expiresAt
      revoked
    }
  }
`;

const scheduleInput = (overrides: Record<string, unknown> = {}) => ({
  frequency: "WEEKLY",
  format: "PDF",
  recipients: ["Ana@Example.com", "luis@example.com"],
  filters: { workspaceId: r.workspaceA, days: 30 },
  ...overrides,
});

async function createSchedule(user: string, overrides: Record<string, unknown> = {}) {
  const answer = await r.as(user, CREATE_SCHEDULE, { input: scheduleInput(overrides) });
  return answer.body.data?.createReportSchedule as { id: string; nextRunAt: string } | undefined;
}

beforeAll(async () => {
  r = await setUpReports();
});
afterAll(async () => {
  await r?.close();
});

describe("report schedules", () => {
  it("keeps a tenant's schedule out of another tenant's reach", async () => {
    const schedule = await createSchedule("adminA");
    expect(schedule).toBeDefined();
    const listA = await r.as("adminA", LISTS);
    expect((listA.body.data!.reportSchedules as { id: string }[]).map((s) => s.id)).toContain(
      schedule!.id,
    );
    const listB = await r.as("adminB", LISTS);
    expect(listB.body.data!.reportSchedules).toEqual([]);
    for (const mutation of ["deleteReportSchedule", "sendReportNow"]) {
      const answer = await r.as("adminB", `mutation ($id: ID!) { ${mutation}(id: $id) }`, {
        id: schedule!.id,
      });
      expect(codeOf(answer), mutation).toBe("NOT_FOUND");
    }
    const [row] = await r.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule!.id));
    expect(row?.recipients).toEqual(["ana@example.com", "luis@example.com"]);
    expect(row?.lastSentAt).toBeNull();
  });

  it("refuses bad recipients and another tenant's workspace, saving nothing", async () => {
    const before = await r.db.select().from(reportSchedules);
    const cases: [Record<string, unknown>, string][] = [
      [{ recipients: [] }, "recipientsRequired"],
      [{ recipients: ["not-an-address"] }, "recipientInvalid"],
      [
        { recipients: Array.from({ length: 11 }, (_, i) => `u${i}@example.com`) },
        "recipientsTooMany",
      ],
      [{ recipients: ["a@example.com", "A@example.com"] }, "recipientsRepeated"],
      [{ filters: { days: 3 } }, "daysRange"],
    ];
    for (const [overrides, message] of cases) {
      const answer = await r.as("adminA", CREATE_SCHEDULE, { input: scheduleInput(overrides) });
      expect(codeOf(answer), message).toBe("BAD_USER_INPUT");
      expect(issueOf(answer)?.message).toBe(message);
    }
    const foreign = await r.as("adminA", CREATE_SCHEDULE, {
      input: scheduleInput({ filters: { workspaceId: r.workspaceB, days: 30 } }),
    });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    expect(issueOf(foreign)?.message).toBe("workspaceNotFound");
    expect(await r.db.select().from(reportSchedules)).toHaveLength(before.length);
  });

  it("lets REPORT users in and keeps users without REPORT or ADMIN out", async () => {
    expect(await createSchedule("reportA")).toBeDefined();
    for (const user of ["storeA", "reviewsA"]) {
      expect(codeOf(await r.as(user, LISTS)), user).toBe("FORBIDDEN");
      const create = await r.as(user, CREATE_SCHEDULE, { input: scheduleInput() });
      expect(codeOf(create), user).toBe("FORBIDDEN");
      const link = await r.as(user, CREATE_LINK, { filters: { days: 30 }, days: 7 });
      expect(codeOf(link), user).toBe("FORBIDDEN");
    }
  });

  it("emails a due schedule once with its file attached and moves its next run on", async () => {
    const schedule = await createSchedule("adminA", { format: "PDF" });
    const now = new Date();
    await r.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(now.getTime() - 60_000) })
      .where(eq(reportSchedules.id, schedule!.id));
    const outboxBefore = await r.db.select().from(emailOutbox);
    // Only this one is due: the others were created with a next run in the future.
    const sent = await sendDueReports(r.db, now);
    expect(sent).toHaveLength(1);
    const [email] = await r.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent[0]!));
    expect(email!.tenantId).toBe(r.f.tenantA);
    expect(email!.recipients).toEqual(["ana@example.com", "luis@example.com"]);
    // No SMTP_URL in tests: the email stays for the mail catcher.
    expect(email!.status).toBe("CAUGHT");
    expect(email!.attachments).toHaveLength(1);
    const attachment = email!.attachments[0]!;
    expect(attachment.contentType).toBe("application/pdf");
    expect(attachment.filename).toMatch(/^report-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(Buffer.from(attachment.base64, "base64"));
    expect(text).toContain("North");
    const [moved] = await r.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule!.id));
    expect(moved!.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
    expect(moved!.lastSentAt?.getTime()).toBe(now.getTime());
    // A second tick finds nothing due: one email per run.
    expect(await sendDueReports(r.db, now)).toEqual([]);
    expect(await r.db.select().from(emailOutbox)).toHaveLength(outboxBefore.length + 1);
  });

  it("sends now without moving the next run, as a CSV when asked", async () => {
    const schedule = await createSchedule("adminA", { format: "CSV" });
    const answer = await r.as("adminA", SendReportNowMutation, {
      id: schedule!.id,
    });
    expect(answer.body.data?.sendReportNow).toBe(true);
    const [row] = await r.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule!.id));
    expect(row!.nextRunAt.toISOString()).toBe(new Date(schedule!.nextRunAt).toISOString());
    const emails = await r.db.select().from(emailOutbox);
    const csv = emails.find((e) => e.attachments[0]?.contentType.startsWith("text/csv"));
    expect(Buffer.from(csv!.attachments[0]!.base64, "base64").toString("utf8")).toMatch(
      /^\uFEFF(section|seccion),/,
    );
  });

  it("marks an email FAILED with the server's answer when SMTP refuses it", async () => {
    const id = await queueEmail(r.db, {
      tenantId: r.f.tenantA,
      recipients: ["x@example.com"],
      subject: "s",
      text: "t",
    });
    await deliverPending(r.db, [id], { ...process.env, SMTP_URL: "smtp://127.0.0.1:1" });
    const [row] = await r.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe("FAILED");
    expect(row!.error).toBeTruthy();
  });
});

describe("report share links", () => {
  it("answers the link once, stores only its hash, and opens the report without a session", async () => {
    const answer = await r.as("adminA", CREATE_LINK, {
      filters: { workspaceId: r.workspaceA, days: 30 },
      days: 7,
    });
    const link = answer.body.data!.createReportShareLink as { id: string; url: string };
    const token = new URL(link.url).searchParams.get("token")!;
    expect(new URL(link.url).pathname).toBe("/shared-report");
    const [row] = await r.db
      .select()
      .from(reportShareLinks)
      .where(eq(reportShareLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await r.as("adminA", LISTS);
    expect(listed.body.data!.reportShareLinks).toContainEqual({
      id: link.id,
      url: null,
      revoked: false,
    });
    const shared = await openSharedReport(r.db, token);
    expect(shared?.report.performance.storeCount).toBe(2);
    expect(shared!.report.performance.range.to < r.today).toBe(true);
  });

  it("is invisible and unrevocable by another tenant, and opens nothing once revoked", async () => {
    const answer = await r.as("adminA", CREATE_LINK, { filters: { days: 30 }, days: 30 });
    const link = answer.body.data!.createReportShareLink as { id: string; url: string };
    const token = new URL(link.url).searchParams.get("token")!;
    const listB = await r.as("adminB", LISTS);
    expect(listB.body.data!.reportShareLinks).toEqual([]);
    const revokeB = await r.as("adminB", RevokeReportShareLinkMutation, {
      id: link.id,
    });
    expect(codeOf(revokeB)).toBe("NOT_FOUND");
    expect(await openSharedReport(r.db, token)).not.toBeNull();
    const revokeA = await r.as("adminA", RevokeReportShareLinkMutation, {
      id: link.id,
    });
    expect(revokeA.body.data?.revokeReportShareLink).toBe(true);
    expect(await openSharedReport(r.db, token)).toBeNull();
  });

  it("refuses an expired link, an unknown token and expiries outside 1 to 90 days", async () => {
    const answer = await r.as("adminA", CREATE_LINK, { filters: { days: 7 }, days: 1 });
    const link = answer.body.data!.createReportShareLink as { id: string; url: string };
    const token = new URL(link.url).searchParams.get("token")!;
    const tomorrow = new Date(Date.now() + 86_400_000 + 1000);
    expect(await openSharedReport(r.db, token, tomorrow)).toBeNull();
    expect(await openSharedReport(r.db, "x".repeat(43))).toBeNull();
    expect(await openSharedReport(r.db, "../etc")).toBeNull();
    for (const days of [0, 91]) {
      const bad = await r.as("adminA", CREATE_LINK, { filters: { days: 30 }, days });
      expect(issueOf(bad)?.message).toBe("expiryRange");
    }
    const foreign = await r.as("adminA", CREATE_LINK, {
      filters: { workspaceId: r.workspaceB, days: 30 },
      days: 7,
    });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    expect(issueOf(foreign)?.message).toBe("workspaceNotFound");
  });
});

describe("report export", () => {
  const request = async (user: string | null, query: string) =>
    new Request(`http://localhost/api/reports/export?${query}`, {
      headers: user
        ? {
            authorization: `Bearer ${await tokenFor(r.db, r.f.users[user]!)}`,
            cookie: "NEXT_LOCALE=es",
          }
        : {},
    });

  it("downloads the workspace's PDF and CSV in the caller's language", async () => {
    const pdf = await handleReportExport(
      r.db,
      await request("adminA", `format=pdf&workspace=${r.workspaceA}&days=30`),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/filename="report-.*\.pdf"/);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Informe de rendimiento");
    expect(text).toContain("Espacio de trabajo: North");
    const csv = await handleReportExport(r.db, await request("adminA", `format=csv&days=7`));
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(
      "seccion,metrica_o_tienda,dia,valor,anterior,cambio_porcentual",
    );
  });

  // Regression: the CSV lacked figures the page shows, and a comparison with months before the
  // first imported day read as a percentage.
  it("writes every section of the page, and no data before the first day instead of a change", async () => {
    const first = addDays(r.today, -DAYS - 1);
    const answer = await handleReportExport(
      r.db,
      await request("adminA", "format=csv&days=30&compare=year"),
    );
    const rows = (await answer.text()).slice(1).trimEnd().split("\r\n");
    const sections = new Set(rows.slice(1).map((row) => row.split(",")[0]));
    for (const section of [
      "periodo",
      "periodo_comparado",
      "datos_desde",
      "totales",
      "metricas",
      "diario",
      "metricas_diarias",
      "tiendas_top",
      "tiendas_bajas",
      "resenas_por_estrellas",
      "respuestas",
      "publicaciones",
    ])
      expect(sections, section).toContain(section);
    const [y, m, d] = first.split("-");
    const notice = `Sin datos antes del ${d}/${m}/${y}`;
    expect(rows).toContain(`datos_desde,metricas,${first},`);
    const impressions = rows.find((row) => row.startsWith("totales,Impresiones,,"))!;
    expect(impressions.endsWith(`,${notice}`)).toBe(true);
    expect(rows.find((row) => row.startsWith("totales,Conversaciones,,"))).toContain(notice);
    // Reviews are not metrics: their change is a number or empty, never the notice.
    expect(rows.find((row) => row.startsWith("totales,Reseñas,,"))).not.toContain(notice);

    const period = await handleReportExport(
      r.db,
      await request("adminA", "format=csv&days=30&compare=previous"),
    );
    const periodRows = (await period.text()).split("\r\n");
    const change = periodRows.find((row) => row.startsWith("totales,Impresiones,,"))!.split(",")[5];
    // The change as the page rounds it: one decimal, two only where one would read 0.
    expect(change).toMatch(/^-?\d+(\.\d{1,2})?$/);
    expect(periodRows.join("\n")).not.toContain("Sin datos antes");
  });

  it("refuses the signed-out, users without the report section and another tenant's workspace", async () => {
    expect((await handleReportExport(r.db, await request(null, "format=pdf"))).status).toBe(401);
    expect((await handleReportExport(r.db, await request("storeA", "format=pdf"))).status).toBe(
      403,
    );
    const foreign = await handleReportExport(
      r.db,
      await request("adminA", `format=pdf&workspace=${r.workspaceB}`),
    );
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toMatchObject({
      code: "NOT_FOUND",
      message: expect.any(String),
    });
    expect((await handleReportExport(r.db, await request("adminA", "format=xls"))).status).toBe(
      400,
    );
    expect((await handleReportExport(r.db, await request("adminA", "days=5"))).status).toBe(400);
  });
});
