import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "@/lib/db/client";
import { createResource } from "@/lib/files/service";
import { filesDir, uploadsTmpDir } from "@/lib/files/storage";
import { tenantId } from "./tenants";
import { userId } from "./users";

// Pictures drawn here (a gradient over faint grain, so each is photo-sized) and stored through the
// same path as an upload.

type DemoPicture = {
  name: string;
  tags: string[];
  width: number;
  height: number;
  format: "jpeg" | "png";
  colors: [string, string];
  caption: string;
};

const PICTURES: DemoPicture[] = [
  {
    name: "acme-cover",
    tags: ["cover", "brand"],
    width: 1280,
    height: 720,
    format: "jpeg",
    colors: ["#1e3a8a", "#0ea5e9"],
    caption: "Acme Retail",
  },
  {
    name: "acme-logo",
    tags: ["logo", "brand"],
    width: 600,
    height: 600,
    format: "png",
    colors: ["#b91c1c", "#f59e0b"],
    caption: "A",
  },
  {
    // 1.91:1, the landscape a Performance Max campaign needs beside a square one.
    name: "acme-banner",
    tags: ["banner", "brand"],
    width: 1200,
    height: 628,
    format: "jpeg",
    colors: ["#0f766e", "#facc15"],
    caption: "Acme Retail",
  },
  {
    name: "palermo-storefront",
    tags: ["storefront", "palermo"],
    width: 1024,
    height: 768,
    format: "jpeg",
    colors: ["#065f46", "#84cc16"],
    caption: "Palermo",
  },
  {
    name: "summer-terrace",
    tags: ["terrace", "summer"],
    width: 1024,
    height: 768,
    format: "jpeg",
    colors: ["#7c2d12", "#fb923c"],
    caption: "Terrace",
  },
  {
    name: "new-arrivals",
    tags: ["product", "summer"],
    width: 900,
    height: 900,
    format: "jpeg",
    colors: ["#581c87", "#ec4899"],
    caption: "New in",
  },
];

async function draw(picture: DemoPicture): Promise<Buffer> {
  const { width, height, colors, caption } = picture;
  const size = Math.round(Math.min(width, height) / (caption.length > 2 ? 6 : 2));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" opacity="0.93"/>
    <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif"
      font-weight="700" font-size="${size}" fill="#ffffff">${caption}</text>
  </svg>`;
  const grain = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();
  const image = sharp(grain).composite([{ input: Buffer.from(svg) }]);
  return picture.format === "jpeg"
    ? image.jpeg({ quality: 85 }).toBuffer()
    : image.png().toBuffer();
}

export async function seedDemoLibrary(db: Db): Promise<number> {
  const acme = tenantId("acme");
  await rm(path.join(filesDir(), acme), { recursive: true, force: true });
  await mkdir(uploadsTmpDir(), { recursive: true });
  for (const picture of PICTURES) {
    const bytes = await draw(picture);
    const tmpPath = path.join(uploadsTmpDir(), `seed-${picture.name}`);
    await writeFile(tmpPath, bytes);
    await createResource(db, {
      tenantId: acme,
      userId: userId("admin@acme.example"),
      upload: {
        file: {
          tmpPath,
          fileName: `${picture.name}.${picture.format === "jpeg" ? "jpg" : "png"}`,
          mimeType: `image/${picture.format}`,
          kind: "IMAGE",
          byteSize: bytes.length,
        },
        fields: new Map([
          ["name", [picture.name]],
          ["tags", [picture.tags.join(",")]],
        ]),
      },
    });
  }
  return PICTURES.length;
}
