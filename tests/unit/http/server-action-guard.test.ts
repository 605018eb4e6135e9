// Regression: Next 16 answers 500 to server-action POSTs from a foreign or malformed Origin and to
// bodies its decoder cannot read; the guard middleware runs first must answer 4xx instead.
import { describe, expect, it } from "vitest";
import { refuseBadServerAction } from "@/lib/http/server-action-guard";

const ORIGIN = "http://localhost:3000";
const ACTION_ID = "40" + "a1b2c3d4e5".repeat(4);

function post(
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: BodyInit } = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", origin: ORIGIN, ...headers },
    body,
  });
}

const action = (headers: Record<string, string> = {}, body: BodyInit = "[]") =>
  post("/apps/home", { headers: { "next-action": ACTION_ID, ...headers }, body });

function replyForm(root: string | null) {
  const form = new FormData();
  if (root !== null) form.set("0", root);
  form.set("1_token", "abc");
  return form;
}

async function statusOf(request: Request) {
  return (await refuseBadServerAction(request))?.status ?? "passes";
}

describe("refuseBadServerAction", () => {
  it("lets a same-origin action with a readable body through", async () => {
    expect(await statusOf(action())).toBe("passes");
    expect(await statusOf(action({}, replyForm('["$K1"]')))).toBe("passes");
  });

  it("refuses an action posted from another site with 403", async () => {
    expect(await statusOf(action({ origin: "https://evil.example" }))).toBe(403);
    expect(await statusOf(action({ origin: "null" }))).toBe(403);
    // A progressive-enhancement form post is an action too, even without the header.
    const form = new FormData();
    form.set("$ACTION_ID_" + ACTION_ID, "");
    expect(
      await statusOf(post("/logout", { headers: { origin: "https://evil.example" }, body: form })),
    ).toBe(403);
  });

  it("compares the Origin with x-forwarded-host first, as Next does", async () => {
    const proxied = { "x-forwarded-host": "app.example.com", origin: "https://app.example.com" };
    expect(await statusOf(action(proxied))).toBe("passes");
    expect(await statusOf(action({ "x-forwarded-host": "app.example.com" }))).toBe(403);
  });

  it("refuses an Origin that is not a URL with 400", async () => {
    expect(await statusOf(action({ origin: "https://a.example, https://b.example" }))).toBe(400);
    expect(await statusOf(action({ origin: "garbage" }))).toBe(400);
  });

  it("refuses a malformed action id with 400", async () => {
    for (const id of ["", "x", "not-an-action-id", ACTION_ID.toUpperCase(), `${ACTION_ID}0`])
      expect(await statusOf(action({ "next-action": id })), id).toBe(400);
  });

  it("refuses a body the decoder cannot read with 400", async () => {
    expect(await statusOf(action({}, "[zxc]"))).toBe(400);
    expect(await statusOf(action({}, ""))).toBe(400);
    expect(await statusOf(action({}, replyForm(null)))).toBe(400);
    expect(await statusOf(action({}, replyForm("{")))).toBe(400);
    const broken = action({ "content-type": "multipart/form-data; boundary=nope" }, "--x\r\n");
    expect(await statusOf(broken)).toBe(400);
  });

  it("refuses a body over Next's action limit with 413 before reading it", async () => {
    expect(await statusOf(action({ "content-length": String(2 * 1024 * 1024) }))).toBe(413);
  });

  it("leaves alone what Next does not treat as an action", async () => {
    expect(
      await statusOf(new Request(`${ORIGIN}/apps/home`, { headers: { "next-action": "x" } })),
    ).toBe("passes");
    expect(
      await statusOf(post("/apps/home", { headers: { origin: "https://evil.example" } })),
    ).toBe("passes");
    // Route handlers authenticate and parse their own requests.
    const graphql = post("/api/graphql", {
      headers: { "next-action": "x", origin: "https://evil.example" },
      body: "{",
    });
    expect(await statusOf(graphql)).toBe("passes");
  });

  it("lets a request without an Origin through, as Next does (not a browser)", async () => {
    const request = new Request(`${ORIGIN}/apps/home`, {
      method: "POST",
      headers: { host: "localhost:3000", "next-action": ACTION_ID },
      body: "[]",
    });
    expect(await statusOf(request)).toBe("passes");
  });

  it("leaves the body for Next to read", async () => {
    const request = action({}, '["kept"]');
    await refuseBadServerAction(request);
    expect(await request.text()).toBe('["kept"]');
  });
});
