// Creates .env.local with a random AUTH_SECRET on a fresh checkout, so `npm run demo` and the tests
// work out of the box. A real deployment sets AUTH_SECRET in its environment; this never overwrites.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = ".env.local";
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!process.env.AUTH_SECRET && !/^AUTH_SECRET=/m.test(current)) {
  // A checkout without a configured secret is a development one: its mail catcher (/dev/mail) is
  // on. A deployment sets AUTH_SECRET itself, so this never turns it on in production.
  const catcher = /^MAIL_CATCHER=/m.test(current) ? "" : "MAIL_CATCHER=on\n";
  const line = `AUTH_SECRET=${randomBytes(32).toString("base64url")}\n${catcher}`;
  writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log("Created AUTH_SECRET in .env.local");
}
