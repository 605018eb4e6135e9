import "server-only";
import type { Db } from "@/lib/db/client";
import { postTemplates, type PostContent } from "@/lib/db/schema";
import { tenantId } from "./tenants";
import { userId } from "./users";

// acme's stores are in Argentina and its people write Spanish, so its templates are in Spanish
// whatever language a user reads the app in.

const TEMPLATES: { name: string; content: PostContent }[] = [
  {
    name: "Oferta de fin de semana",
    content: {
      type: "OFFER",
      title: "Oferta de fin de semana",
      description: "Dos por uno en todos los cafés, sábado y domingo.",
      imageIds: [],
      couponCode: "FINDE2X1",
      termsConditions: "Un cupón por cliente y visita.",
      actionType: "SHOP",
      url: "https://acme.example/ofertas",
      utmValue: "oferta-fin-de-semana",
    },
  },
  {
    name: "Novedades de la tienda",
    content: {
      type: "BASIC",
      title: "Novedades en la tienda",
      description: "Vení a ver lo que llegó esta semana.",
      imageIds: [],
      actionType: "LEARN_MORE",
      url: "https://acme.example/novedades",
    },
  },
];

export async function seedDemoPostTemplates(db: Db): Promise<number> {
  const rows = await db
    .insert(postTemplates)
    .values(
      TEMPLATES.map((template) => ({
        ...template,
        tenantId: tenantId("acme"),
        createdBy: userId("admin@acme.example"),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: postTemplates.id });
  return rows.length;
}
