import { drawFrom } from "../ids";
import { FIRST_NAMES, LAST_INITIALS, type Lang } from "../reviews/review-text";

// A few chats per published store, in the store's language, so the demo's inbox is not empty.

const CUSTOMER_OPENERS: Record<Lang, readonly string[]> = {
  es: [
    "Hola, ¿están abiertos el domingo?",
    "Buenas, ¿tienen estacionamiento cerca?",
    "¿Hacen envíos a domicilio?",
    "Hola, ¿puedo pagar con tarjeta de débito?",
    "¿Hasta qué hora atienden hoy?",
    "Quería saber si tienen stock del producto en oferta.",
  ],
  en: [
    "Hi, are you open on Sunday?",
    "Hello, is there parking nearby?",
    "Do you deliver?",
    "Hi, can I pay by debit card?",
    "How late are you open today?",
    "Is the product on sale still in stock?",
  ],
};

const AGENT_ANSWERS: Record<Lang, readonly string[]> = {
  es: [
    "¡Hola! Sí, abrimos de 10 a 18 h.",
    "Gracias por escribirnos. Te confirmo en un momento.",
    "¡Claro! Te esperamos.",
  ],
  en: [
    "Hi! Yes, we open from 10 am to 6 pm.",
    "Thanks for writing. I'll confirm in a moment.",
    "Sure! See you soon.",
  ],
};

const FOLLOW_UPS: Record<Lang, readonly string[]> = {
  es: ["¡Gracias!", "Perfecto, paso mañana.", "¿Y los feriados también?"],
  en: ["Thanks!", "Great, I'll come by tomorrow.", "And on holidays too?"],
};

export type SeededChatMessage = { sender: "USER" | "AGENT"; text: string; minutesAgo: number };
export type SeededChat = {
  id: string;
  customerName: string;
  locale: Lang;
  messages: SeededChatMessage[];
};

/** Business Messages' conversation ids are UUIDs; these are stable per store and index. */
export function seededConversationId(locationId: string, index: number): string {
  const draw = drawFrom(`conversation:${locationId}:${index}`);
  const hex = Array.from({ length: 32 }, () => draw.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export function seededChats(locationId: string, languageCode: string): SeededChat[] {
  const lang: Lang = languageCode.startsWith("es") ? "es" : "en";
  const draw = drawFrom(`chats:${locationId}`);
  const count = draw.int(1, 3);
  return Array.from({ length: count }, (_, index) => {
    const name = `${draw.pick(FIRST_NAMES[lang])} ${draw.pick([...LAST_INITIALS])}.`;
    const start = draw.int(60, 60 * 24 * 20);
    const messages: SeededChatMessage[] = [
      { sender: "USER", text: draw.pick(CUSTOMER_OPENERS[lang]), minutesAgo: start },
    ];
    // Some chats were answered, and some of those got a reply the store has not read yet.
    if (draw.chance(0.6)) {
      messages.push({
        sender: "AGENT",
        text: draw.pick(AGENT_ANSWERS[lang]),
        minutesAgo: start - 20,
      });
      if (draw.chance(0.5))
        messages.push({ sender: "USER", text: draw.pick(FOLLOW_UPS[lang]), minutesAgo: start - 40 });
    }
    return {
      id: seededConversationId(locationId, index),
      customerName: name,
      locale: lang,
      messages,
    };
  });
}
