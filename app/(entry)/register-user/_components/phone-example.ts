"use client";

import { useCallback, useState } from "react";
import type { CountryCode } from "libphonenumber-js";

type ExampleOf = (country: string) => string | undefined;

let loading: Promise<ExampleOf> | undefined;

function loadExamples() {
  return (loading ??= Promise.all([
    import("libphonenumber-js"),
    import("libphonenumber-js/mobile/examples"),
  ]).then(
    ([{ getExampleNumber }, { default: examples }]) =>
      (country: string) =>
        getExampleNumber(country as CountryCode, examples)?.formatNational(),
  ));
}

/**
 * A mobile number of the country as an example, once `reach()` (the lead reaching the phone field)
 * has loaded the phone library: the form's first load does without it.
 */
export function usePhoneExample(country: string) {
  const [exampleOf, setExampleOf] = useState<{ of: ExampleOf } | null>(null);
  const reach = useCallback(() => {
    loadExamples().then(
      (of) => setExampleOf({ of }),
      (error: unknown) => {
        loading = undefined; // asked again when the lead comes back to the field
        console.error("Loading the phone examples failed", error);
      },
    );
  }, []);
  return { example: exampleOf?.of(country), reach };
}
