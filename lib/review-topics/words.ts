// The analyzer's own word lists (lexicon.ts), written for what customers say about shops,
// restaurants, pharmacies, clinics, gyms and car services. Words are compared without accents and in
// lower case; a trailing "*" takes every word it starts. Scores run -5…5 as AFINN's do, so a word
// the lists lack can still be scored by the general dictionaries (SentiCon for Spanish, AFINN for
// English) on the same scale.

export type Language = "es" | "en";

const SPANISH_WORDS = `
excelente:4 excelent*:4 buen:2 bueno:2 buena:2 buenos:2 buenas:2 buenisim*:3.5 genial:3 geniales:3
perfect*:3 maravill*:4 increible:3 increibles:3 espectacular*:4 fantastic*:4 estupend*:3 magnific*:4
encant*:3 amable:3 amables:3 amabilidad:3 amabilisim*:4 atento:2 atenta:2 atentos:2 atentas:2
cordial*:2 simpatic*:2 rapido:2 rapida:2 rapidos:2 rapidas:2 rapidez:2 rapidisim*:3 agil:2 agiles:2
eficien*:2 eficaz:2 profesional:2 profesionales:2 profesionalidad:2 profesionalismo:2 limpio:2
limpia:2 limpios:2 limpias:2 limpisim*:3 impecable*:3 recomend*:2 recomiendo:2 recomiendan:2
gusto:2 gusta:2 gustan:2 gustaron:2 gustado:2 mejor:2 mejores:2 feliz:2 felices:2 content*:2
satisfech*:2 agradable*:2 agradec*:2 gracias:1 barato:1 barata:1 baratos:1 baratas:1 economic*:1
accesible*:1 rico:2 rica:2 ricos:2 ricas:2 riquisim*:3 delicios*:3 sabros*:3 fresco:1 fresca:1
frescos:1 frescas:1 comodo:1 comoda:1 comodos:1 comodas:1 tranquil*:1 acogedor*:2 organizad*:1
ordenad*:1 solucion*:1 resolvi*:1 resolvieron:2 puntual*:2 honest*:2 crack:2 cracks:2 copado:2
copada:2 chido:2 chida:2 chevere:2 top:2 bien:1.5 volver*:1 volvere:1 vuelvo:1 volveria:1
correct*:1 aceptable:1 decente:1 decentes:1 cumpl*:1 amplio:1 amplia:1 facil:1 ayudaron:1
ayudo:1 paciencia:2 pacientes:0 dedicacion:2 calidez:2 calido:2 calida:2 lindo:2 linda:2 bonito:2
bonita:2 ok:0.5 okey:0.5 vale:0 10/10:3 pasables:0.5 fenomenal*:4 brutal:2 lujo:2 gracias:1
mal:-2 malo:-2.5 mala:-2.5 malos:-2.5 malas:-2.5 malisim*:-4 pesim*:-4 horrible*:-4 horror*:-3
terrible*:-4 fatal:-3 fatales:-3 asco:-4 asqueros*:-4 desastr*:-3 verguenza:-3 vergonzoso:-3
lamentabl*:-3 decepcion*:-3 grosero:-3 grosera:-3 groseros:-3 groseras:-3 groseria*:-3 maleducad*:-3
antipatic*:-3 borde:-2 bordes:-2 prepotent*:-3 despectiv*:-2 indiferen*:-2 desatent*:-2 sucio:-3
sucia:-3 sucios:-3 sucias:-3 suciedad:-3 mugr*:-3 cochin*:-3 lento:-2 lenta:-2 lentos:-2 lentas:-2
lentitud:-2 demora:-1.5 demoras:-1.5 demoran:-1.5 demoraron:-1.5 demoro:-1.5 demorado:-1.5
tardaron:-1.5 tardan:-1.5 tarda:-1 tardo:-1 tardando:-1.5 tardanza:-2 eterna:-2 eterno:-2 eternas:-2
interminable*:-2 larga:-0.5 largas:-0.5 largo:-0.5 caro:-1.5 cara:-1 caros:-1.5 caras:-1 carisim*:-3
abusiv*:-3 estafa*:-4 robo:-3 timo:-4 roban:-3 ladron*:-3 fria:-1 frio:-1 frias:-1 frios:-1
crudo:-1 cruda:-1 quemad*:-1 roto:-2 rota:-2 rotos:-2 rotas:-2 vencid*:-2 caducad*:-2
defectuos*:-2 problema:-1.5 problemas:-1.5 queja*:-2 reclam*:-1.5 error:-1.5 errores:-1.5
equivoc*:-1.5 peor:-3 peores:-3 desagradable*:-3 incomod*:-2 ruidos*:-1.5 apest*:-3 cutre*:-2
insoportable*:-3 inaceptable*:-3 incompeten*:-3 inutil*:-3 desorganiz*:-2 desorden*:-2 caos:-2
caotic*:-2 falta:-1 faltan:-1 faltaba:-1 faltaban:-1 nadie:-1 ignor*:-2 mejorar:-1 mejorable:-1.5
regular:-1 meh:-1 mediocre*:-2 flojo:-1.5 floja:-1.5 escaso:-1 escasa:-1 escasos:-1 escasas:-1
tomadura:-3 ineficien*:-2 descuidad*:-2 desprolij*:-2 feo:-2 fea:-2 feos:-2 horrend*:-4
nefast*:-4 patetic*:-3 molest*:-2 enoj*:-2 enfad*:-2 furios*:-3 indignad*:-3 indignante:-3
cancelaron:-1.5 perdieron:-1.5 perdi:-1 perdida:-1.5 maltrat*:-3 humill*:-3 mentir*:-3 mintieron:-3
mentira*:-3 engan*:-3 cobraron:-0.5 insuficiente*:-2 pobre:-1.5 triste:-1.5 aburrid*:-1.5
olvid*:-1 lejos:-0.5 imposible:-2 seco:-1.5 seca:-1.5 secos:-1.5 secas:-1.5 desconsiderad*:-3 irrespetuos*:-3 descortes:-3 agresiv*:-3 tarde:0 lleno:0 llena:0
`;

const ENGLISH_WORDS = `
no:0 yes:0 like:0 likes:0 want:0 please:0 pretty:0 kind:1 help:1 wait:0 waiting:0 waited:0 line:0
liked:2 loved:3 love:3 friendly:2.5 helpful:2.5 unhelpful:-2.5 knowledgeable:2.5 professional:2
unprofessional:-3 attentive:2.5 courteous:2 polite:2 spotless:3 tidy:1.5 clean:2 messy:-2 smelly:-2.5
gross:-3 dirty:-3 filthy:-4 rude:-3 slow:-2 quick:2 quickly:1.5 fast:2 prompt:2 promptly:2
efficient:2 inefficient:-2 forever:-1.5 ages:-1 long:-0.5 overpriced:-2.5 expensive:-1.5 pricey:-1
affordable:2 reasonable:1.5 reasonably:1 cheap:0.5 ripoff:-3 rip-off:-3 scam:-4 delicious:3 tasty:2.5
fresh:1.5 stale:-2 cold:-1 mediocre:-2 meh:-1 okay:0.5 ok:0.5 decent:1.5 average:-0.5 recommend:2
recommended:2 wrong:-2 mistake:-2 mistakes:-2 missing:-1.5 broken:-2 ignored:-2.5 lazy:-2.5
careless:-2 far:-0.5 nightmare:-3 impossible:-2 huge:0 endless:-2 understaffed:-2 crowded:-1 noisy:-1.5 loud:-1 cozy:2 cosy:2 comfortable:2 convenient:2
easy:1.5 hard:-1 limited:-1 lacking:-2 awful:-4 horrible:-4 terrible:-4 worst:-4 best:3 great:3
excellent:4 amazing:4 awesome:4 fantastic:4 wonderful:4 superb:4 outstanding:4 perfect:3.5 nice:2
good:2.5 bad:-2.5 poor:-2.5 poorly:-2.5 disgusting:-4 nasty:-3 unacceptable:-3 incompetent:-3
disrespectful:-3 condescending:-3 dismissive:-2.5 impatient:-2 patient:1.5 caring:2.5 kindly:1.5
sweet:2 welcoming:2.5 warm:1.5 clueless:-2 useless:-3 sloppy:-2 chaotic:-2 disorganized:-2
organized:1.5 smooth:2 seamless:2 hassle:-2 sticky:-1.5 moldy:-3 expired:-2 overcharged:-3
gem:3 fair:1 fairly:0 fine:1 solid:2 legit:2 thorough:2 rushed:-1.5 return:0.5 again:0 thanks:1
unfriendly:-2.5 stars:0 star:0 joke:-2 pathetic:-3 ridiculous:-3 insane:-1 annoying:-2 frustrating:-2.5
frustrated:-2.5 disappointing:-3 disappointed:-3 disappointment:-3 unreal:0 cheers:1 lovely:3
`;

function parse(list: string): Map<string, number> {
  const words = new Map<string, number>();
  for (const entry of list.split(/\s+/)) {
    if (!entry) continue;
    const split = entry.lastIndexOf(":");
    words.set(entry.slice(0, split), Number(entry.slice(split + 1)));
  }
  return words;
}

/** Exact words and "*" stems (without the star) with their score. */
export const DOMAIN_WORDS: Record<
  Language,
  { exact: Map<string, number>; stems: [string, number][] }
> = Object.fromEntries(
  (["es", "en"] as const).map((language) => {
    const all = parse(language === "es" ? SPANISH_WORDS : ENGLISH_WORDS);
    const stems = [...all]
      .filter(([word]) => word.endsWith("*"))
      .map(([word, score]) => [word.slice(0, -1), score] as [string, number])
      // The longest stem speaks first ("malisim" before "mal").
      .sort((a, b) => b[0].length - a[0].length);
    const exact = new Map([...all].filter(([word]) => !word.endsWith("*")));
    return [language, { exact, stems }];
  }),
) as Record<Language, { exact: Map<string, number>; stems: [string, number][] }>;

/**
 * Phrases read as one token before anything else: set phrases whose words mislead one by one
 * ("buenas tardes" greets, "deja que desear" blames) and multi-word negations and modifiers.
 */
export const PHRASES: Record<Language, [RegExp, string][]> = {
  es: [
    [/\b(?:buen[oa]s? (?:dias|tardes|noches))\b/g, " "],
    [/\bdej(?:a|an|o|aron|aba) (?:mucho |bastante )?que desear\b/g, " _neg3 "],
    [/\bni caso\b/g, " _neg2 "],
    [/\bnunca mas\b/g, " _neg3 "],
    [/\bde (?:mas|sobra)\b/g, " _neg1 "],
    [/\bpara nada\b/g, " _not "],
    [/\bsin embargo\b/g, " pero "],
    [
      /\b(?:sin|no hay|no hubo|no habia|nada de|cero) (espera|esperas|cola|colas|fila|filas|demora|demoras)\b/g,
      " _pos1 $1 ",
    ],
    [/\bno (?:podria|puede|pudo) (?:ser|estar|haber sido) mejor\b/g, " _pos3 "],
    [
      /\bprecios? (?:(?:muy|bastante|algo|un poco|super|re) )?(?:alt|elevad)[oa]s?\b/g,
      " precios _neg1 ",
    ],
    [/\b(?:alt|elevad)[oa]s? precios?\b/g, " precios _neg1 "],
    [/\bpor las nubes\b/g, " _neg2 "],
    [/\bprecios? (?:(?:muy|bastante) )?baj[oa]s\b/g, " precios _pos1 "],
    [/\bun (?:poco|poquito|tanto)\b/g, " _less "],
    [/\bnada mal\b/g, " _pos2 "],
    [/\bsin duda\b/g, " _more "],
    [/\bni (?:bien|mal)\b/g, " "],
    [/\bno (?:se puede )?pedir (?:nada )?mas\b/g, " _pos3 "],
    [/\b(?:lo|la) (?:mejor|maximo)\b/g, " _pos3 "],
    [/\b(?:lo|el|la) peor\b/g, " _neg3 "],
    [/\bvale la pena\b/g, " _pos2 "],
    [/\bmucha gente\b/g, " _neg1 "],
    [/\bde primera\b/g, " _pos2 "],
    [/\bhasta la madre\b/g, " _neg2 "],
    [/\btoma(?:dura)? de pelo\b/g, " _neg3 "],
    [/\bni de broma\b/g, " _neg2 "],
  ],
  en: [
    [/\bno one\b/g, " nobody "],
    [/\bnever again\b/g, " _neg3 "],
    [/\bwaste of (?:time|money)\b/g, " _neg3 "],
    [/\brip(?:ped)? (?:me )?off\b/g, " _neg3 "],
    [/\b(?:a (?:bit|little)|kind of|kinda|sort of|somewhat|slightly)\b/g, " _less "],
    [/\b(?:come|coming|go|going) back\b/g, " _pos1 "],
    [/\btook (?:ages|forever)\b/g, " _neg2 "],
    [/\bcould (?:be|have been) better\b/g, " _neg1 "],
    [/\bnot bad\b/g, " _pos1 "],
    [/\b(?:five|5) stars?\b/g, " _pos2 "],
    [/\b(?:one|1) stars?\b/g, " _neg2 "],
    [/\bno (?:problem|issues?|complaints?)\b/g, " _pos1 "],
    [/\bwhatsoever\b/g, " "],
    [/\b(?:no|zero|without (?:a|any)?) ?(wait|waiting|line|lines|queue|queues)\b/g, " _pos1 $1 "],
    [/\bcould(?:nt| not) (?:be|have been) (?:more|better|happier|nicer)\b/g, " _pos3 "],
    [/\bshort with\b/g, " _neg1 with "],
    [
      /\bhigh prices?\b|\bprices? (?:are |were |is )?(?:(?:very|so|too|a bit|pretty) )?high\b/g,
      " prices _neg1 ",
    ],
    [/\bthrough the roof\b/g, " _neg2 "],
    [/\blow prices?\b/g, " prices _pos1 "],
    [/\bthe bare minimum\b/g, " _neg1 "],
    [/\bat all\b/g, " "],
  ],
};

/** Words that turn the next few words around. */
export const NEGATORS: Record<Language, ReadonlySet<string>> = {
  es: new Set(
    "no nunca jamas ni tampoco sin nada nadie ningun ninguna ninguno _not poco poca pocos pocas".split(
      " ",
    ),
  ),
  en: new Set(
    "not no never nobody nothing without neither nor dont didnt doesnt isnt wasnt werent arent cant cannot couldnt wont wouldnt hardly barely _not".split(
      " ",
    ),
  ),
};

/** "sin" reaches one or two words ("sin esperar", "sin ningun problema"); the others a little more. */
export const SHORT_NEGATORS: ReadonlySet<string> = new Set([
  "sin",
  "without",
  "poco",
  "poca",
  "pocos",
  "pocas",
]);

/** Multipliers of the next opinion word. */
export const MODIFIERS: Record<Language, ReadonlyMap<string, number>> = {
  es: new Map([
    ...[
      "muy",
      "super",
      "re",
      "recontra",
      "sumamente",
      "extremadamente",
      "increiblemente",
      "realmente",
      "totalmente",
      "completamente",
      "absolutamente",
      "hiper",
      "mega",
      "tan",
      "demasiado",
      "demasiada",
      "demasiados",
      "demasiadas",
      "muchisimo",
      "muchisima",
      "_more",
    ].map((word) => [word, 1.6] as const),
    ...["bastante", "mucho", "mucha", "tanto", "tanta"].map((word) => [word, 1.25] as const),
    ...["algo", "_less", "medio", "ligeramente", "levemente", "relativamente", "apenas"].map(
      (word) => [word, 0.5] as const,
    ),
  ]),
  en: new Map([
    ...[
      "very",
      "so",
      "really",
      "extremely",
      "super",
      "too",
      "incredibly",
      "absolutely",
      "totally",
      "completely",
      "truly",
      "highly",
      "insanely",
      "seriously",
      "ridiculously",
      "_more",
    ].map((word) => [word, 1.6] as const),
    ...["quite", "pretty", "rather", "much"].map((word) => [word, 1.2] as const),
    ...["_less", "fairly", "mildly", "reasonably"].map((word) => [word, 0.6] as const),
  ]),
};

/** Words that turn the sentence: what follows them weighs more. */
export const CONTRAST: Record<Language, ReadonlySet<string>> = {
  es: new Set(["pero", "aunque", "sino", "salvo", "excepto", "igual", "lastima"]),
  en: new Set(["but", "although", "though", "however", "except", "unfortunately", "yet"]),
};

/** Emoji and emoticons that say more than the words around them. */
export const EMOJI: [RegExp, string][] = [
  [/[😍🥰🤩💯]/gu, " _pos2 "],
  [/[😡🤬🤮🤢💩]/gu, " _neg2 "],
  [/[😊😁😀😃😄🙂😋👍👌🙌👏🔥⭐🌟💪🥳😎❤♥💕💖💙💚]/gu, " _pos1 "],
  [/[😠😤👎😒🙄😞😔😢😭😩😫😖😣😑😐]/gu, " _neg1 "],
  [/(?:^|\s)(?::\)|:-\)|:D|;\))(?=\s|$)/g, " _pos1 "],
  [/(?:^|\s)(?::\(|:-\(|>:\()(?=\s|$)/g, " _neg1 "],
];

/** Tokens the phrases above leave, with their score. */
export const MARKERS: ReadonlyMap<string, number> = new Map([
  ["_pos1", 1.5],
  ["_pos2", 2.5],
  ["_pos3", 3.5],
  ["_neg1", -1.5],
  ["_neg2", -2.5],
  ["_neg3", -3.5],
]);

// Frequent function words that tell Spanish from English (words both languages use left out).
export const STOPWORDS: Record<Language, ReadonlySet<string>> = {
  es: new Set(
    "de la que el en y los las del se por un una con muy para es lo pero me al mi nos fue esta todo mas le les su sus son ya hay estaba bien atencion super nada".split(
      " ",
    ),
  ),
  en: new Set(
    "the and to of is was it in for with my not very but they this were you have had be are at on an their there we our too great good".split(
      " ",
    ),
  ),
};
