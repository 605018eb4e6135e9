// Creates .env.local with a random AUTH_SECRET on a fresh checkout, so `npm run demo` and the tests
// work out of the box. A real deployment sets AUTH_SECRET in its environment; this never overwrites.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = ".env.local";
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!process.env.AUTH_SECRET && !/^AUTH_SECRET=/m.test(current)) {
  // A checkout without a configured secret is a development one: its mail catcher (/dev/mail) is
  // on, and the maps simulator may fetch the files it is given from the app's own origin (the
  // outbound guard refuses local addresses otherwise). A deployment sets AUTH_SECRET itself, so
  // this never turns either on in production.
  const catcher = /^MAIL_CATCHER=/m.test(current) ? "" : "MAIL_CATCHER=on\n";
  const ownOrigin = /^OUTBOUND_ALLOWED_ORIGINS=/m.test(current)
    ? ""
    : "OUTBOUND_ALLOWED_ORIGINS=http://localhost:3000\n";
  const line = `AUTH_SECRET=${randomBytes(32).toString("base64url")}\n${catcher}${ownOrigin}`;
  writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log("Created AUTH_SECRET in .env.local");
}
