import type { ONBOARDING_COUNTRIES } from "@/lib/constants";
import { isoDate, onOrAfter } from "./calendar";
import {
  chileMonday,
  chileReformation,
  emiliani,
  fixed,
  fromEaster,
  guemes,
  MON,
  nth,
  THU,
  tuesdayToFridayToMonday,
} from "./date-rules";

// Each country's national public holidays as rules: fixed dates, days counted from Easter, the nth
// weekday of a month, and the laws that move a holiday to a Monday. Regional holidays are left to
// each store; holidays fixed by a moon sighting (Qatar's Eids) cannot be computed and are too.

export type HolidayCountry = (typeof ONBOARDING_COUNTRIES)[number];

export type HolidayRule = {
  /** Stable key of the holiday (the same each year). */
  key: string;
  es: string;
  en: string;
  date: (year: number) => string | null;
};

const NEW_YEAR: HolidayRule = {
  key: "newYear",
  es: "Año Nuevo",
  en: "New Year's Day",
  date: fixed(1, 1),
};
const EPIPHANY: HolidayRule = {
  key: "epiphany",
  es: "Día de Reyes",
  en: "Epiphany",
  date: fixed(1, 6),
};
const HOLY_THURSDAY: HolidayRule = {
  key: "holyThursday",
  es: "Jueves Santo",
  en: "Holy Thursday",
  date: fromEaster(-3),
};
const GOOD_FRIDAY: HolidayRule = {
  key: "goodFriday",
  es: "Viernes Santo",
  en: "Good Friday",
  date: fromEaster(-2),
};
const EASTER_MONDAY: HolidayRule = {
  key: "easterMonday",
  es: "Lunes de Pascua",
  en: "Easter Monday",
  date: fromEaster(1),
};
const CARNIVAL: HolidayRule[] = [
  { key: "carnivalMonday", es: "Lunes de Carnaval", en: "Carnival Monday", date: fromEaster(-48) },
  {
    key: "carnivalTuesday",
    es: "Martes de Carnaval",
    en: "Carnival Tuesday",
    date: fromEaster(-47),
  },
];
const LABOUR_DAY: HolidayRule = {
  key: "labourDay",
  es: "Día del Trabajador",
  en: "Labour Day",
  date: fixed(5, 1),
};
const ASSUMPTION: HolidayRule = {
  key: "assumption",
  es: "Asunción de la Virgen",
  en: "Assumption of Mary",
  date: fixed(8, 15),
};
const ALL_SAINTS: HolidayRule = {
  key: "allSaints",
  es: "Todos los Santos",
  en: "All Saints' Day",
  date: fixed(11, 1),
};
const IMMACULATE: HolidayRule = {
  key: "immaculateConception",
  es: "Inmaculada Concepción",
  en: "Immaculate Conception",
  date: fixed(12, 8),
};
const CHRISTMAS: HolidayRule = {
  key: "christmas",
  es: "Navidad",
  en: "Christmas Day",
  date: fixed(12, 25),
};
const rule = (key: string, es: string, en: string, date: HolidayRule["date"]): HolidayRule => ({
  key,
  es,
  en,
  date,
});

export const HOLIDAY_RULES: Record<HolidayCountry, HolidayRule[]> = {
  AD: [
    NEW_YEAR,
    EPIPHANY,
    rule("constitution", "Día de la Constitución", "Constitution Day", fixed(3, 14)),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    LABOUR_DAY,
    rule("whitMonday", "Lunes de Pentecostés", "Whit Monday", fromEaster(50)),
    ASSUMPTION,
    rule("meritxell", "Nuestra Señora de Meritxell", "Our Lady of Meritxell", fixed(9, 8)),
    ALL_SAINTS,
    IMMACULATE,
    CHRISTMAS,
    rule("stStephen", "San Esteban", "St Stephen's Day", fixed(12, 26)),
  ],
  AR: [
    NEW_YEAR,
    ...CARNIVAL,
    rule(
      "memory",
      "Día Nacional de la Memoria por la Verdad y la Justicia",
      "Day of Remembrance for Truth and Justice",
      fixed(3, 24),
    ),
    rule(
      "malvinas",
      "Día del Veterano y de los Caídos en la Guerra de Malvinas",
      "Malvinas Day",
      fixed(4, 2),
    ),
    GOOD_FRIDAY,
    LABOUR_DAY,
    rule("mayRevolution", "Revolución de Mayo", "May Revolution", fixed(5, 25)),
    rule("guemes", "Paso a la Inmortalidad de Güemes", "Güemes Day", guemes),
    rule("belgrano", "Paso a la Inmortalidad de Belgrano", "Flag Day", fixed(6, 20)),
    rule("independence", "Día de la Independencia", "Independence Day", fixed(7, 9)),
    rule(
      "sanMartin",
      "Paso a la Inmortalidad de San Martín",
      "San Martín Day",
      tuesdayToFridayToMonday(8, 17),
    ),
    rule(
      "culturalDiversity",
      "Día del Respeto a la Diversidad Cultural",
      "Day of Respect for Cultural Diversity",
      tuesdayToFridayToMonday(10, 12),
    ),
    rule(
      "sovereignty",
      "Día de la Soberanía Nacional",
      "National Sovereignty Day",
      tuesdayToFridayToMonday(11, 20),
    ),
    IMMACULATE,
    CHRISTMAS,
  ],
  AU: [
    NEW_YEAR,
    rule("australiaDay", "Día de Australia", "Australia Day", fixed(1, 26)),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    rule("anzac", "Día de ANZAC", "Anzac Day", fixed(4, 25)),
    CHRISTMAS,
    rule("boxingDay", "San Esteban", "Boxing Day", fixed(12, 26)),
  ],
  BO: [
    NEW_YEAR,
    rule("plurinational", "Día del Estado Plurinacional", "Plurinational State Day", fixed(1, 22)),
    ...CARNIVAL,
    GOOD_FRIDAY,
    LABOUR_DAY,
    rule("corpusChristi", "Corpus Christi", "Corpus Christi", fromEaster(60)),
    rule("andeanNewYear", "Año Nuevo Andino Amazónico", "Andean New Year", fixed(6, 21)),
    rule("independence", "Día de la Independencia", "Independence Day", fixed(8, 6)),
    rule("allSouls", "Día de Todos los Difuntos", "All Souls' Day", fixed(11, 2)),
    CHRISTMAS,
  ],
  BR: [
    NEW_YEAR,
    GOOD_FRIDAY,
    rule("tiradentes", "Tiradentes", "Tiradentes Day", fixed(4, 21)),
    LABOUR_DAY,
    rule("independence", "Día de la Independencia", "Independence Day", fixed(9, 7)),
    rule("aparecida", "Nuestra Señora Aparecida", "Our Lady of Aparecida", fixed(10, 12)),
    rule("allSouls", "Día de los Difuntos", "All Souls' Day", fixed(11, 2)),
    rule("republic", "Proclamación de la República", "Republic Day", fixed(11, 15)),
    rule(
      "blackConsciousness",
      "Día de la Conciencia Negra",
      "Black Consciousness Day",
      fixed(11, 20),
    ),
    CHRISTMAS,
  ],
  CA: [
    NEW_YEAR,
    GOOD_FRIDAY,
    // The Monday before 25 May.
    rule("victoriaDay", "Día de Victoria", "Victoria Day", (year) =>
      onOrAfter(isoDate(year, 5, 18), MON),
    ),
    rule("canadaDay", "Día de Canadá", "Canada Day", fixed(7, 1)),
    rule("labourDay", "Día del Trabajo", "Labour Day", nth(9, MON, 1)),
    rule(
      "truthReconciliation",
      "Día Nacional de la Verdad y la Reconciliación",
      "National Day for Truth and Reconciliation",
      fixed(9, 30),
    ),
    rule("thanksgiving", "Día de Acción de Gracias", "Thanksgiving", nth(10, MON, 2)),
    CHRISTMAS,
  ],
  CL: [
    NEW_YEAR,
    GOOD_FRIDAY,
    rule("holySaturday", "Sábado Santo", "Holy Saturday", fromEaster(-1)),
    LABOUR_DAY,
    rule("navyDay", "Día de las Glorias Navales", "Navy Day", fixed(5, 21)),
    rule("saintsPeterPaul", "San Pedro y San Pablo", "Saints Peter and Paul", chileMonday(6, 29)),
    rule("carmen", "Virgen del Carmen", "Our Lady of Mount Carmel", fixed(7, 16)),
    ASSUMPTION,
    rule("independence", "Fiestas Patrias", "Independence Day", fixed(9, 18)),
    rule("armyDay", "Día de las Glorias del Ejército", "Army Day", fixed(9, 19)),
    rule("twoWorlds", "Encuentro de Dos Mundos", "Columbus Day", chileMonday(10, 12)),
    rule("reformation", "Día de las Iglesias Evangélicas", "Reformation Day", chileReformation),
    ALL_SAINTS,
    IMMACULATE,
    CHRISTMAS,
  ],
  CO: [
    NEW_YEAR,
    rule("epiphany", "Día de Reyes", "Epiphany", emiliani(fixed(1, 6))),
    rule("stJoseph", "San José", "Saint Joseph's Day", emiliani(fixed(3, 19))),
    HOLY_THURSDAY,
    GOOD_FRIDAY,
    LABOUR_DAY,
    rule("ascension", "Ascensión del Señor", "Ascension Day", fromEaster(43)),
    rule("corpusChristi", "Corpus Christi", "Corpus Christi", fromEaster(64)),
    rule("sacredHeart", "Sagrado Corazón", "Sacred Heart", fromEaster(71)),
    rule(
      "saintsPeterPaul",
      "San Pedro y San Pablo",
      "Saints Peter and Paul",
      emiliani(fixed(6, 29)),
    ),
    rule("independence", "Día de la Independencia", "Independence Day", fixed(7, 20)),
    rule("boyaca", "Batalla de Boyacá", "Battle of Boyacá", fixed(8, 7)),
    rule("assumption", "Asunción de la Virgen", "Assumption of Mary", emiliani(fixed(8, 15))),
    rule("race", "Día de la Raza", "Columbus Day", emiliani(fixed(10, 12))),
    rule("allSaints", "Todos los Santos", "All Saints' Day", emiliani(fixed(11, 1))),
    rule(
      "cartagena",
      "Independencia de Cartagena",
      "Independence of Cartagena",
      emiliani(fixed(11, 11)),
    ),
    IMMACULATE,
    CHRISTMAS,
  ],
  ES: [
    NEW_YEAR,
    EPIPHANY,
    GOOD_FRIDAY,
    rule("labourDay", "Fiesta del Trabajo", "Labour Day", fixed(5, 1)),
    ASSUMPTION,
    rule("nationalDay", "Fiesta Nacional de España", "National Day of Spain", fixed(10, 12)),
    ALL_SAINTS,
    rule("constitution", "Día de la Constitución", "Constitution Day", fixed(12, 6)),
    IMMACULATE,
    CHRISTMAS,
  ],
  MX: [
    NEW_YEAR,
    rule("constitution", "Día de la Constitución", "Constitution Day", nth(2, MON, 1)),
    rule("juarez", "Natalicio de Benito Juárez", "Benito Juárez's Birthday", nth(3, MON, 3)),
    LABOUR_DAY,
    rule("independence", "Día de la Independencia", "Independence Day", fixed(9, 16)),
    rule("powerTransfer", "Transmisión del Poder Ejecutivo", "Presidential Inauguration", (year) =>
      (year - 2024) % 6 === 0 ? isoDate(year, 10, 1) : null,
    ),
    rule("revolution", "Día de la Revolución", "Revolution Day", nth(11, MON, 3)),
    CHRISTMAS,
  ],
  PE: [
    NEW_YEAR,
    HOLY_THURSDAY,
    GOOD_FRIDAY,
    LABOUR_DAY,
    rule(
      "arica",
      "Batalla de Arica y Día de la Bandera",
      "Battle of Arica and Flag Day",
      fixed(6, 7),
    ),
    rule("saintsPeterPaul", "San Pedro y San Pablo", "Saints Peter and Paul", fixed(6, 29)),
    rule("airForce", "Día de la Fuerza Aérea", "Air Force Day", fixed(7, 23)),
    rule("independence", "Fiestas Patrias", "Independence Day", fixed(7, 28)),
    rule("independence2", "Fiestas Patrias", "Independence Day (second day)", fixed(7, 29)),
    rule("junin", "Batalla de Junín", "Battle of Junín", fixed(8, 6)),
    rule("santaRosa", "Santa Rosa de Lima", "Saint Rose of Lima", fixed(8, 30)),
    rule("angamos", "Combate de Angamos", "Battle of Angamos", fixed(10, 8)),
    ALL_SAINTS,
    IMMACULATE,
    rule("ayacucho", "Batalla de Ayacucho", "Battle of Ayacucho", fixed(12, 9)),
    CHRISTMAS,
  ],
  PT: [
    NEW_YEAR,
    GOOD_FRIDAY,
    rule("easter", "Domingo de Pascua", "Easter Sunday", fromEaster(0)),
    rule("freedom", "Día de la Libertad", "Freedom Day", fixed(4, 25)),
    LABOUR_DAY,
    rule("corpusChristi", "Corpus Christi", "Corpus Christi", fromEaster(60)),
    rule("portugalDay", "Día de Portugal", "Portugal Day", fixed(6, 10)),
    ASSUMPTION,
    rule("republic", "Implantación de la República", "Republic Day", fixed(10, 5)),
    ALL_SAINTS,
    rule(
      "restoration",
      "Restauración de la Independencia",
      "Restoration of Independence",
      fixed(12, 1),
    ),
    IMMACULATE,
    CHRISTMAS,
  ],
  PY: [
    NEW_YEAR,
    rule("heroes", "Día de los Héroes", "Heroes' Day", fixed(3, 1)),
    HOLY_THURSDAY,
    GOOD_FRIDAY,
    LABOUR_DAY,
    rule("independence", "Día de la Independencia", "Independence Day", fixed(5, 14)),
    rule("independence2", "Día de la Independencia", "Independence Day (second day)", fixed(5, 15)),
    rule("chacoPeace", "Paz del Chaco", "Chaco Peace Day", fixed(6, 12)),
    rule("asuncion", "Fundación de Asunción", "Founding of Asunción", fixed(8, 15)),
    rule("boqueron", "Victoria de Boquerón", "Battle of Boquerón", fixed(9, 29)),
    rule("caacupe", "Virgen de Caacupé", "Our Lady of Caacupé", fixed(12, 8)),
    CHRISTMAS,
  ],
  QA: [
    rule("sportDay", "Día Nacional del Deporte", "National Sport Day", nth(2, 2, 2)),
    rule("nationalDay", "Día Nacional", "National Day", fixed(12, 18)),
  ],
  US: [
    NEW_YEAR,
    rule("mlk", "Día de Martin Luther King Jr.", "Martin Luther King Jr. Day", nth(1, MON, 3)),
    rule("washington", "Día de los Presidentes", "Washington's Birthday", nth(2, MON, 3)),
    rule("memorial", "Día de los Caídos", "Memorial Day", nth(5, MON, -1)),
    rule("juneteenth", "Juneteenth", "Juneteenth", fixed(6, 19)),
    rule("independence", "Día de la Independencia", "Independence Day", fixed(7, 4)),
    rule("labor", "Día del Trabajo", "Labor Day", nth(9, MON, 1)),
    rule("columbus", "Día de Colón", "Columbus Day", nth(10, MON, 2)),
    rule("veterans", "Día de los Veteranos", "Veterans Day", fixed(11, 11)),
    rule("thanksgiving", "Día de Acción de Gracias", "Thanksgiving Day", nth(11, THU, 4)),
    CHRISTMAS,
  ],
  UY: [
    NEW_YEAR,
    EPIPHANY,
    ...CARNIVAL,
    rule("tourismThursday", "Jueves de Semana de Turismo", "Holy Thursday", fromEaster(-3)),
    rule("tourismFriday", "Viernes de Semana de Turismo", "Good Friday", fromEaster(-2)),
    rule(
      "thirtyThree",
      "Desembarco de los Treinta y Tres Orientales",
      "Landing of the 33 Patriots",
      tuesdayToFridayToMonday(4, 19),
    ),
    LABOUR_DAY,
    rule(
      "lasPiedras",
      "Batalla de Las Piedras",
      "Battle of Las Piedras",
      tuesdayToFridayToMonday(5, 18),
    ),
    rule("artigas", "Natalicio de Artigas", "Artigas's Birthday", fixed(6, 19)),
    rule("constitution", "Jura de la Constitución", "Constitution Day", fixed(7, 18)),
    rule("independence", "Declaratoria de la Independencia", "Independence Day", fixed(8, 25)),
    rule(
      "race",
      "Día de la Diversidad Cultural",
      "Day of Cultural Diversity",
      tuesdayToFridayToMonday(10, 12),
    ),
    rule("allSouls", "Día de los Difuntos", "All Souls' Day", fixed(11, 2)),
    rule("family", "Día de la Familia", "Family Day", fixed(12, 25)),
  ],
};
