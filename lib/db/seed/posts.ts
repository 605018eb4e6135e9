import "server-only";
import type { Db } from "@/lib/db/client";
import { postTemplates, type PostContent } from "@/lib/db/schema";
import { tenantId } from "./tenants";
import { userId } from "./users";

// The demo tenant's post templates, so /apps/post's templates and the post form's "start from a
// template" have something to show on a first visit.

const TEMPLATES: { name: string; content: PostContent }[] = [
  {
    name: "Weekend offer",
    content: {
      type: "OFFER",
      title: "Weekend offer",
      description: "Two for one on every coffee, Saturday and Sunday.",
      imageIds: [],
      couponCode: "WEEKEND2X1",
      termsConditions: "One coupon per customer and visit.",
      actionType: "SHOP",
      url: "https://acme.example/offers",
      utmValue: "weekend-offer",
    },
  },
  {
    name: "Store news",
    content: {
      type: "BASIC",
      title: "New in store",
      description: "Come and see what arrived this week.",
      imageIds: [],
      actionType: "LEARN_MORE",
      url: "https://acme.example/news",
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
