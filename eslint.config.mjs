import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='maxLength']",
          message:
            "maxLength cuts typing and pasting without a word. Refuse too-long text with the shared rule (lib/validation/length.ts, bounded-text.ts) and show its message.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use Link from @/components/ui/link: it prefetches when the user reaches for a link, not for every link on screen.",
            },
          ],
        },
      ],
    },
  },
  { files: ["components/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-rehearse/**",
      ".next-*/**",
      ".data/**",
      "lib/graphql/generated/**",
      "lib/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      // Written by the suites while lint runs beside them in CI.
      ".ci-tmp/**",
      ".test-results/**",
    ],
  },
];
export default config;
