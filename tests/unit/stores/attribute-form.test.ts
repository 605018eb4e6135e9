import { describe, expect, it } from "vitest";
import {
  NOT_SET,
  attributeFormValues,
  attributeInputs,
  type HeldAttribute,
  type OfferedAttribute,
} from "@/lib/stores/attribute-form";
import { changedFields } from "@/lib/stores/changed-fields";

// The category page's attributes: what the form shows for the store's values, and the patch it
// sends, which must name only the attributes the user changed.

const offered: OfferedAttribute[] = [
  { parent: "attributes/has_restroom", valueType: "BOOL", valueMetadata: [] },
  { parent: "attributes/has_delivery", valueType: "BOOL", valueMetadata: [] },
  {
    parent: "attributes/wi_fi",
    valueType: "ENUM",
    valueMetadata: [{ value: "free_wi_fi" }, { value: "paid_wi_fi" }],
  },
  {
    parent: "attributes/pay_credit_card_types_accepted",
    valueType: "REPEATED_ENUM",
    valueMetadata: [{ value: "american_express" }, { value: "mastercard" }, { value: "visa" }],
  },
];
const held: HeldAttribute[] = [
  { name: "attributes/has_restroom", values: [false] },
  { name: "attributes/wi_fi", values: ["free_wi_fi"] },
  {
    name: "attributes/pay_credit_card_types_accepted",
    repeatedEnumValue: { setValues: ["visa"], unsetValues: ["american_express"] },
  },
];
const patch = (values: Record<string, string | string[]>) => ({
  attributes: attributeInputs(offered, values, held),
});

describe("attribute form", () => {
  const loaded = attributeFormValues(offered, held);

  it("shows the store's values, and unsaid ones as not set", () => {
    expect(loaded).toEqual({
      has_restroom: "false",
      has_delivery: NOT_SET,
      wi_fi: "free_wi_fi",
      pay_credit_card_types_accepted: ["visa"],
    });
    expect(changedFields(patch(loaded), patch(loaded))).toBeNull();
  });

  it("sends only the changed attributes, an unset one without a value", () => {
    const edited = { ...loaded, has_delivery: "true", wi_fi: NOT_SET };
    expect(changedFields(patch(loaded), patch(edited))).toEqual({
      attributes: [
        { name: "attributes/has_delivery", values: [true] },
        { name: "attributes/wi_fi", values: [] },
      ],
    });
  });

  it("unsets the card values the store had said something about, and no others", () => {
    const edited = { ...loaded, pay_credit_card_types_accepted: ["mastercard"] };
    expect(changedFields(patch(loaded), patch(edited))?.attributes).toEqual([
      {
        name: "attributes/pay_credit_card_types_accepted",
        repeatedEnumValue: { setValues: ["mastercard"], unsetValues: ["american_express", "visa"] },
      },
    ]);
  });
});
