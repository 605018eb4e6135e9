export type Lang = "es" | "en";
export type Mood = "good" | "mixed" | "bad";

export const REVIEW_OPENERS: Record<Lang, Record<Mood, readonly string[]>> = {
  es: {
    good: [
      "Excelente atención, volveré sin duda.",
      "Muy buena experiencia.",
      "El personal fue muy amable y rápido.",
      "Todo impecable, como siempre.",
      "Me encantó, súper recomendable.",
      "Gran variedad y buenos precios.",
      "Atención de diez.",
    ],
    mixed: [
      "Está bien, aunque podría mejorar.",
      "Buen lugar, pero había mucha fila.",
      "Correcto, nada especial.",
      "Precios algo altos para lo que ofrecen.",
      "La atención fue lenta, el producto bien.",
      "La espera fue larga, pero el producto estaba bien.",
    ],
    bad: [
      "Muy mala atención.",
      "Esperé casi una hora y nadie me atendió.",
      "No lo recomiendo.",
      "El local estaba sucio y desordenado.",
      "Me cobraron de más y no quisieron solucionarlo.",
      "El horario publicado no coincide: estaba cerrado.",
      "Mucha demora para atender y una espera eterna en la caja.",
      "Más de media hora de espera, una demora inaceptable.",
    ],
  },
  en: {
    good: [
      "Great service, will definitely come back.",
      "Really good experience.",
      "Staff were friendly and quick.",
      "Spotless as always.",
      "Loved it, highly recommended.",
      "Great selection and fair prices.",
      "Ten out of ten.",
    ],
    mixed: [
      "It's fine, could be better.",
      "Nice place but the line was long.",
      "Okay, nothing special.",
      "A bit pricey for what you get.",
      "Slow service, good products though.",
      "The wait was long, but the products were fine.",
    ],
    bad: [
      "Terrible service.",
      "Waited almost an hour and nobody helped me.",
      "Would not recommend.",
      "The store was dirty and messy.",
      "I was overcharged and they refused to fix it.",
      "The posted hours are wrong: it was closed.",
      "A long delay at the till and an endless wait.",
      "Over half an hour of waiting, an unacceptable delay.",
    ],
  },
};

export const REVIEW_DETAILS: Record<Lang, readonly string[]> = {
  es: [
    "Fui un sábado por la tarde.",
    "Hay estacionamiento cerca.",
    "Aceptan todas las tarjetas.",
    "Lo visito seguido porque me queda cerca del trabajo.",
    "Vine con mi familia.",
    "Ojalá abrieran más temprano.",
  ],
  en: [
    "Went on a Saturday afternoon.",
    "Parking nearby is easy.",
    "They take every card.",
    "I come often since it's close to work.",
    "Came with my family.",
    "Wish they opened earlier.",
  ],
};

export const OWNER_REPLIES: Record<Lang, Record<Mood, readonly string[]>> = {
  es: {
    good: [
      "¡Muchas gracias por tu reseña! Te esperamos pronto.",
      "Gracias por elegirnos, nos alegra que hayas tenido una buena experiencia.",
    ],
    mixed: [
      "Gracias por tus comentarios, trabajamos para mejorar.",
      "Gracias por la visita. Tomamos nota para seguir mejorando.",
    ],
    bad: [
      "Lamentamos mucho lo ocurrido. Escríbenos para poder ayudarte.",
      "Sentimos tu experiencia; ya lo estamos revisando con el equipo.",
    ],
  },
  en: {
    good: [
      "Thank you so much for your review! See you soon.",
      "Thanks for choosing us, we're glad you had a great time.",
    ],
    mixed: [
      "Thanks for the feedback, we're working on it.",
      "Thanks for visiting. We've taken note to keep improving.",
    ],
    bad: [
      "We're very sorry about this. Please contact us so we can help.",
      "Sorry about your experience; we're looking into it with the team.",
    ],
  },
};

export const FIRST_NAMES: Record<Lang, readonly string[]> = {
  es: [
    "María",
    "José",
    "Lucía",
    "Carlos",
    "Sofía",
    "Diego",
    "Valentina",
    "Juan",
    "Camila",
    "Mateo",
    "Paula",
    "Andrés",
  ],
  en: [
    "Emma",
    "Liam",
    "Olivia",
    "Noah",
    "Ava",
    "James",
    "Mia",
    "Lucas",
    "Chloe",
    "Ethan",
    "Grace",
    "Henry",
  ],
};

export const LAST_INITIALS = "ABCDEFGHIJLMNOPRSTVZ";

export function moodOf(stars: number): Mood {
  return stars >= 4 ? "good" : stars === 3 ? "mixed" : "bad";
}
