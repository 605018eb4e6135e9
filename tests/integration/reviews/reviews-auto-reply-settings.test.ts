// Automatic-reply settings on the app's database: tenant-isolated rules that take only the
// tenant's own templates, for the reviews section only, never switched on without templates, and
// templates kept while rules or switched-on replies need them.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { autoReplySettings, reviewTemplates } from "@/lib/db/schema";
import { DeleteReviewTemplateMutation as DELETE } from "@/lib/reviews/operations";
import { codeOf } from "@/tests/integration/helpers/reviews";
import {
  createTemplate,
  createTemplates,
  env,
  SAVE,
  saveRules,
  SETTINGS,
  setUpAutoReplies,
  templates,
} from "./auto-reply-setup";

setUpAutoReplies();

describe("automatic-reply settings", () => {
  it("cannot be switched on without templates; rules take only the tenant's templates", async () => {
    expect((await env.as("adminA", SETTINGS)).body.data.autoReplySettings).toEqual({
      enabled: false,
      delayMinutes: 60,
      rules: [],
      recent: [],
    });
    const on = await env.as("reviewsA", SAVE, {
      input: { enabled: true, delayMinutes: 5, rules: [] },
    });
    expect(codeOf(on)).toBe("BAD_USER_INPUT");
    expect(on.body.errors[0].extensions.issues).toContainEqual({
      path: "enabled",
      message: "templatesRequired",
    });

    await createTemplates();
    templates.b = await createTemplate("adminB", "De B", "Texto de B");

    const foreign = await env.as("adminA", SAVE, {
      input: {
        enabled: true,
        delayMinutes: 5,
        rules: [{ rating: 5, withComment: true, templateIds: [templates.thanks, templates.b] }],
      },
    });
    expect(foreign.body.errors[0].extensions.issues).toEqual([
      { path: "rules.0.templateIds", message: "unknownTemplate" },
    ]);
    const fromB = await env.as("adminB", SAVE, {
      input: {
        enabled: true,
        delayMinutes: 5,
        rules: [{ rating: 5, withComment: true, templateIds: [templates.thanks] }],
      },
    });
    expect(fromB.body.errors[0].extensions.issues).toEqual([
      { path: "rules.0.templateIds", message: "unknownTemplate" },
    ]);
    // Refusals wrote nothing.
    expect((await env.as("adminA", SETTINGS)).body.data.autoReplySettings).toMatchObject({
      enabled: false,
      rules: [],
    });

    const saved = await saveRules();
    expect(saved.body.data.updateAutoReplySettings).toEqual({
      enabled: true,
      delayMinutes: 5,
      rules: [
        { rating: 5, withComment: true, templates: [{ name: "Gracias" }, { name: "Visita" }] },
        { rating: 5, withComment: false, templates: [{ name: "Simple" }] },
      ],
    });
    const ofB = (await env.as("adminB", SETTINGS)).body.data.autoReplySettings;
    expect(ofB).toMatchObject({ enabled: false, rules: [] });
  });

  it("is the reviews section's only", async () => {
    for (const [query, variables] of [
      [SETTINGS, undefined],
      [SAVE, { input: { enabled: false, delayMinutes: 5, rules: [] } }],
    ] as const)
      expect(codeOf(await env.as("storeA", query, variables))).toBe("FORBIDDEN");
    expect((await env.as("reviewsA", SETTINGS)).body.data.autoReplySettings.enabled).toBe(true);
  });

  it("keeps the templates automatic replies need", async () => {
    const used = await env.as("adminA", DELETE, { id: templates.visit });
    expect(codeOf(used)).toBe("TEMPLATE_IN_USE");
    expect(used.body.errors[0].extensions.reason).toBe("RULE");
    // B's own template is not A's to delete, and the last one cannot go while replies are on.
    expect(codeOf(await env.as("adminA", DELETE, { id: templates.b }))).toBe("NOT_FOUND");
    await env.db
      .insert(autoReplySettings)
      .values({ tenantId: env.f.tenantB, enabled: true })
      .onConflictDoUpdate({ target: autoReplySettings.tenantId, set: { enabled: true } });
    const last = await env.as("adminB", DELETE, { id: templates.b });
    expect(last.body.errors[0].extensions).toMatchObject({
      code: "TEMPLATE_IN_USE",
      reason: "AUTO_REPLY_ON",
    });
    await env.db
      .update(autoReplySettings)
      .set({ enabled: false })
      .where(eq(autoReplySettings.tenantId, env.f.tenantB));
  });
});

describe("templates with a placeholder that is not a variable", () => {
  // A template saved before such placeholders were refused would send "{nombre}" as written.
  it("are refused in a rule: nothing saved", async () => {
    const before = (await env.as("adminA", SETTINGS)).body.data.autoReplySettings;
    const [old] = await env.db
      .insert(reviewTemplates)
      .values({ tenantId: env.f.tenantA, name: "Antigua", body: "Gracias {nombre}" })
      .returning({ id: reviewTemplates.id });
    const refused = await env.as("adminA", SAVE, {
      input: {
        enabled: true,
        delayMinutes: 5,
        rules: [{ rating: 2, withComment: false, templateIds: [templates.thanks, old!.id] }],
      },
    });
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(refused.body.errors[0].extensions.issues).toEqual([
      { path: "rules.0.templateIds", message: "templatePlaceholder" },
    ]);
    const after = (await env.as("adminA", SETTINGS)).body.data.autoReplySettings;
    expect(after.rules).toEqual(before.rules);
  });
});
