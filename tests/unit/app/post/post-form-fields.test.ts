import { describe, expect, it } from "vitest";
import { postFormValuesSchema } from "@/app/(app)/apps/new-post/_components/post-form-rules";
import { formFieldOf } from "@/app/(app)/apps/new-post/_components/post-form-values";
import { POST_STEPS, STEP_FIELDS } from "@/app/(app)/apps/new-post/_components/post-steps";

// The form reads its fields from its steps (zod loads after the page): a field the rules check but
// no step shows would take the server's refusals nowhere.

describe("the post form's fields", () => {
  it("are the fields its steps show, each on one step", () => {
    const shown = POST_STEPS.flatMap((step) => STEP_FIELDS[step]);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(Object.keys(postFormValuesSchema.shape).sort());
  });

  it("take the API's paths onto their fields", () => {
    expect(formFieldOf("input.content.validFrom")).toBe("validFromDate");
    expect(formFieldOf("content.imageIds.2")).toBe("images");
    expect(formFieldOf("locationIds")).toBe("stores");
    expect(formFieldOf("input.publishAt")).toBe("publishDate");
    expect(formFieldOf("content.title")).toBe("title");
    expect(formFieldOf("seriesId")).toBeNull();
    expect(formFieldOf("")).toBeNull();
  });
});
