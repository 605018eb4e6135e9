// Creates .env.local with a random AUTH_SECRET and the Web Push VAPID keys on a fresh checkout, so
// `npm run demo` and the tests work out of the box. A real deployment sets AUTH_SECRET in its
// environment; this never overwrites.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";

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

// The VAPID key pair browsers' push subscriptions are made for (Web Push, RFC 8292): the public key
// as an uncompressed P-256 point, the private key as its scalar, both base64url. Generated once:
// a new pair would orphan every browser already subscribed. A deployment (AUTH_SECRET in its
// environment) sets its own pair, or has no browser push: no file is written for it.
const envNow = existsSync(file) ? readFileSync(file, "utf8") : "";
const deployment = Boolean(process.env.AUTH_SECRET);
if (!deployment && !process.env.VAPID_PUBLIC_KEY && !/^VAPID_PUBLIC_KEY=/m.test(envNow)) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pub = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x, "base64url"),
    Buffer.from(pub.y, "base64url"),
  ]);
  const lines = `VAPID_PUBLIC_KEY=${point.toString("base64url")}\nVAPID_PRIVATE_KEY=${privateKey.export({ format: "jwk" }).d}\n`;
  writeFileSync(file, envNow + (envNow && !envNow.endsWith("\n") ? "\n" : "") + lines);
  console.log("Created VAPID keys in .env.local");
}
