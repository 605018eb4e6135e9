// Guards the one error-message hook: each module's refusals keep the texts their own hooks gave.
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { NextIntlClientProvider } from "next-intl";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  useApiErrorMessage,
  type ApiErrorMessage,
  type ApiErrorMessageOptions,
} from "@/components/common/use-api-error-message";
import { STORE_MESSAGE_OPTIONS } from "@/components/forms/field-messages";
import { FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS } from "@/components/files/file-messages";
import {
  PACKAGE_MESSAGE_NAMESPACES,
  PACKAGE_MESSAGE_OPTIONS,
} from "@/app/(app)/apps/media/newMediaUpload/_components/package-messages";
import messages from "@/messages/en.json";

function texts(
  namespace: string | string[],
  options: ApiErrorMessageOptions,
  say: (message: ApiErrorMessage) => (string | undefined)[],
): (string | undefined)[] {
  let said: (string | undefined)[] = [];
  function Probe() {
    said = say(useApiErrorMessage(namespace, options));
    return null;
  }
  renderToStaticMarkup(
    h(NextIntlClientProvider, { locale: "en", timeZone: "UTC", messages, children: h(Probe) }),
  );
  return said;
}

const refusal = (code: string, extensions: Record<string, unknown> = {}, message = "Refused") =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...extensions } }] });

describe("useApiErrorMessage", () => {
  it("says a call's refusal in the module's words, else in the shared ones", () => {
    const [issue, reason, shared, network] = texts("reviewTemplates.errors", {}, (message) => [
      message(refusal("BAD_USER_INPUT", { issues: [{ path: "", message: "nope" }] })),
      message(refusal("TEMPLATE_IN_USE", { reason: "RULE" })),
      message(refusal("FORBIDDEN")),
      message(new Error("offline")),
    ]);
    expect(issue).toBe(messages.reviewTemplates.errors.BAD_USER_INPUT);
    expect(reason).toBe(messages.reviewTemplates.errors.TEMPLATE_IN_USE_RULE);
    expect(shared).toBe(messages.api.errors.FORBIDDEN);
    expect(network).toBe(messages.api.errors.NETWORK);
  });

  it("prefers an issue's key to the code", () => {
    const [taken] = texts("admin.users.errors", {}, (message) => [
      message(refusal("BAD_USER_INPUT", { issues: [{ path: "email", message: "disableSelf" }] })),
    ]);
    expect(taken).toBe(messages.admin.users.errors.disableSelf);
  });

  it("says a validation key with its limits, the field's length and its fallback", () => {
    const said = texts("stores.validation", STORE_MESSAGE_OPTIONS, (message) => [
      message.key(undefined),
      message.key("tooShort"),
      message.key("tooLong", { length: { max: 15 } }),
      message.key("tooManyPhones"),
      message.key("Expected string, received number"),
    ]);
    expect(said[0]).toBeUndefined();
    expect(said[1]).toBe(messages.stores.validation.required);
    expect(said[2]).toBe(messages.validation.tooLong.replace("{max}", "15"));
    expect(said[3]).toMatch(/\d/);
    expect(said[4]).toBe(messages.stores.validation.invalid);
  });

  it("names a file's byte limit as the reader counts it", () => {
    const [large] = texts(FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS, (message) => [
      message.key("IMAGE_TOO_LARGE", { values: { file: "a.jpg", limit: 5 * 1024 * 1024 } }),
    ]);
    expect(large).toContain("a.jpg");
    expect(large).toMatch(/MB/);
  });

  it("keeps a default value where the caller leaves it empty", () => {
    const [full] = texts(PACKAGE_MESSAGE_NAMESPACES, PACKAGE_MESSAGE_OPTIONS, (message) => [
      message.key("TOO_MANY_IMAGES", { values: { file: undefined, limit: undefined } }),
    ]);
    expect(full).toBe(messages.media.errors.TOO_MANY_IMAGES.replace("{limit}", "10"));
  });
});
