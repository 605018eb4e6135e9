import { REVIEW_SENTIMENTS } from "@/lib/reviews/schema";

// The topics every tenant's reviews are read for, and the words that find them. Pure data: the
// analyzer (lexicon.ts), the model prompt (model.ts) and the topics view all read this list. Display
// names live in messages (reviewTopics.names.<KEY>).

export const REVIEW_TOPICS = [
  "SERVICE",
  "STAFF",
  "WAIT_TIME",
  "PRICE",
  "PRODUCT",
  "CLEANLINESS",
  "ATMOSPHERE",
  "PARKING",
  "LOCATION",
  "OPENING_HOURS",
] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

/** A topic's sentiment takes the values of a review's own. */
export const TOPIC_SENTIMENTS = REVIEW_SENTIMENTS;
export type Sentiment = (typeof TOPIC_SENTIMENTS)[number];

/**
 * A topic and the words that find it, per language. Matching ignores case and accents; a word also
 * finds its plural and short inflections ("precio" finds "precios", "wait" finds "waited"), a word
 * ending in "*" finds every word it starts ("demor*": "demora", "demoraron"), and a phrase of several
 * words is found as written. A tenant's own topics have the same shape.
 */
export type TopicDefinition = { key: string; keywords: { es: string[]; en: string[] } };

/** A topic's words, written as one "|"-separated line per language. */
const words = (list: string) => list.split("|");

export const BUILT_IN_TOPICS: readonly TopicDefinition[] = [
  {
    key: "SERVICE",
    keywords: {
      es: words(
        "atencion|atend*|atiend*|servicio|trato|tratan|trataron|asesor*|ayudaron|me ayudo|gestion|disculpas|informacion|posventa",
      ),
      en: words(
        "service|served|assistance|helped|experience with|treated|treat you|customer care|support|pick up the phone|upsell*|apolog*",
      ),
    },
  },
  {
    key: "STAFF",
    keywords: {
      es: words(
        "personal|empleado*|dependient*|cajer*|mesero|mesera|camarer*|mozo|moza|farmaceutic*|medico|medicos|medica|doctor*|enfermer*|recepcionista*|entrenador*|monitor*|profe|profes|mecanico*|tecnico*|encargad*|gerente|dueno*|chica|chico|chicos|chicas|senora|senor|profesionales|vendedor*|amable|amables|atentos|atentas|simpatic*|antipatic*|groser*|maleducad*|mal educad*|honestos|majos|majas|bordes|prepotentes|saludan",
      ),
      en: words(
        "staff|employee|employees|cashier|waiter|waitress|server|pharmacist|doctor|doctors|dr|nurse|receptionist|front desk|trainer*|instructor*|coach|mechanic*|technician|manager|owner*|associate|hygienist|guy|guys|lady|girl|team|workers|clerk|personnel|rude|polite|disrespectful|condescending|say hi",
      ),
    },
  },
  {
    key: "WAIT_TIME",
    keywords: {
      es: words(
        "espera|esperar|esperando|espere|esperamos|demor*|tardaron|tardan|tarda|tardo|tardanza|cola|fila|rapid*|lento|lenta|lentos|lentas|lentitud|minutos|una hora|media hora|semanas|al toque|enseguida|en seguida|al instante|en el dia|plazos|puntual*",
      ),
      en: words(
        "wait|waited|waiting|queue|line|slow|quick|quickly|fast|minutes|an hour|half an hour|weeks|forever|took ages|delay*|right away|in and out|promptly|prompt|same day|all day|deadline*|longer than",
      ),
    },
  },
  {
    key: "PRICE",
    keywords: {
      es: words(
        "precio|caro|cara|caros|caras|carisim*|barat*|economic*|cobran|cobraron|cobrar|cobrando|dinero|plata|pesos|euros|oferta*|descuento*|promocion*|vale la pena|calidad precio|calidad-precio|factura|presupuesto|tarifa|cuota",
      ),
      en: words(
        "price|pricing|prices|expensive|overpriced|cheap|affordable|cost|costs|charged|charge|charging|overcharged|money|value|deal|deals|discount*|bill|fee|fees|pricey|bucks|dollars|quote|membership",
      ),
    },
  },
  {
    key: "PRODUCT",
    keywords: {
      es: words(
        "producto*|comida|plato|platos|porcion*|racion*|medicament*|remedio*|variedad|surtido|stock|calidad|pizza|hamburguesa|cafe|carne|sopa|postre|bebida*|coctel*|desayuno*|menu|articulo*|marca*|ropa|talla*|talle*|maquinas|aparatos|clase|clases|reparacion|arreglo|trabajo|tratamiento|lavado|aceite|revision|tienen de todo|tienen casi todo|tienen lo que|no tenian|no tienen",
      ),
      en: words(
        "product*|food|dish|dishes|meal|portions|medication*|medicine|prescription|vitamins|selection|variety|stock|quality|pizza|burger*|coffee|drinks|cocktails|breakfast|menu|items|brands|clothes|size|equipment|machines|class|classes|repair|fixed|work done|treatment|wash|oil change|inspection|taste*|tasty|delicious|what i need|have everything|out of|didnt have|dont have",
      ),
    },
  },
  {
    key: "CLEANLINESS",
    keywords: {
      es: words(
        "limpi*|sucio|sucia|sucios|sucias|suciedad|mugre|mugros*|higiene|bano|banos|duchas|vestuario*|olor|huele|desordenad*|impecable|descuidad*",
      ),
      en: words(
        "clean|cleaner|cleanliness|dirty|filthy|messy|tidy|hygiene|bathroom*|restroom*|showers|smell*|smelly|spotless|gross|sticky|locker room*|all over the place",
      ),
    },
  },
  {
    key: "ATMOSPHERE",
    keywords: {
      es: words(
        "ambiente|musica|ruido|ruidoso|tranquil*|agradable|acogedor*|decoracion|espacio|calor|aire acondicionado|vibra|masificad*|agobiante|lleno",
      ),
      en: words(
        "atmosphere|ambiance|ambience|vibe|music|noise|noisy|loud|quiet|cozy|cosy|decor|spacious|crowded|comfortable|air conditioning|peak hours|busy",
      ),
    },
  },
  {
    key: "PARKING",
    keywords: {
      es: words(
        "estacionamiento|estacionar|aparcamiento|aparcar|parking|cochera|plazas de parking|donde dejar el coche|donde dejar el auto",
      ),
      en: words("parking|park|parking lot|garage|car park"),
    },
  },
  {
    key: "LOCATION",
    keywords: {
      es: words(
        "ubicacion|ubicad*|acceso|accesible|silla de ruedas|rampa|ascensor|escalera*|queda cerca|queda lejos|cerca de|lejos de|centrico|centrica|en pleno centro|dificil de encontrar|como llegar|metro",
      ),
      en: words(
        "location|located|neighborhood|access|accessible|wheelchair|ramp|elevator|stairs|close to|next to the|hard to find|easy to find|downtown|subway",
      ),
    },
  },
  {
    key: "OPENING_HOURS",
    keywords: {
      es: words(
        "horario*|abierto|abierta|abren|abrieron|cerrado|cerrada|cierran|cerraron|24 horas|24h|fines de semana|domingo*|guardia",
      ),
      en: words(
        "opening hours|business hours|hours are|open|opens|opened|closed|closing|closes|close early|close at|24/7|24 hours|weekends|sunday*|after hours",
      ),
    },
  },
];

/**
 * What a mention says when no opinion word goes with it: a wait named without praise ("tuve que
 * esperar media hora", "40 minutes for a table") is a complaint.
 */
export const TOPIC_LEANS: Readonly<Record<string, Sentiment>> = { WAIT_TIME: "NEGATIVE" };
