import type { Lang } from "../reviews/review-text";

export const QUESTIONS: Record<
  Lang,
  readonly { q: string; a: readonly string[]; owner: string }[]
> = {
  es: [
    {
      q: "¿Tienen estacionamiento?",
      a: ["Sí, en la esquina.", "Hay uno pago enfrente."],
      owner: "Sí, contamos con estacionamiento para clientes.",
    },
    {
      q: "¿Abren los domingos?",
      a: ["Creo que solo por la mañana.", "Sí, pero cierran temprano."],
      owner: "Abrimos los domingos de 10 a 14 h.",
    },
    {
      q: "¿Aceptan tarjeta de crédito?",
      a: ["Sí, todas.", "Aceptan débito y crédito."],
      owner: "Aceptamos todas las tarjetas y pagos con QR.",
    },
    {
      q: "¿Es accesible en silla de ruedas?",
      a: ["Sí, tiene rampa."],
      owner: "Sí, la entrada y los baños son accesibles.",
    },
    {
      q: "¿Hacen envíos a domicilio?",
      a: ["Por aplicación sí.", "No que yo sepa."],
      owner: "Sí, hacemos envíos en un radio de 5 km.",
    },
    {
      q: "¿Se puede ir con mascotas?",
      a: ["Yo fui con mi perro sin problema."],
      owner: "¡Las mascotas son bienvenidas!",
    },
    {
      q: "¿Tienen wifi?",
      a: ["Sí, pide la clave en caja."],
      owner: "Sí, wifi gratis para clientes.",
    },
    {
      q: "¿Hay que reservar?",
      a: ["No hace falta.", "Los fines de semana conviene."],
      owner: "No es necesario, pero puedes reservar por teléfono.",
    },
  ],
  en: [
    {
      q: "Do you have parking?",
      a: ["Yes, around the corner.", "There's a paid lot across the street."],
      owner: "Yes, we have customer parking.",
    },
    {
      q: "Are you open on Sundays?",
      a: ["Mornings only I think.", "Yes, but they close early."],
      owner: "We're open Sundays 10am to 2pm.",
    },
    {
      q: "Do you take credit cards?",
      a: ["Yes, all of them.", "Debit and credit, yes."],
      owner: "We take every card and mobile payments.",
    },
    {
      q: "Is it wheelchair accessible?",
      a: ["Yes, there's a ramp."],
      owner: "Yes, the entrance and restrooms are accessible.",
    },
    {
      q: "Do you deliver?",
      a: ["Through the apps, yes.", "Not that I know of."],
      owner: "Yes, we deliver within 3 miles.",
    },
    {
      q: "Can I bring my dog?",
      a: ["I went with my dog, no problem."],
      owner: "Pets are welcome!",
    },
    {
      q: "Is there wifi?",
      a: ["Yes, ask for the password at the till."],
      owner: "Yes, free wifi for customers.",
    },
    {
      q: "Do I need a reservation?",
      a: ["Not needed.", "On weekends it helps."],
      owner: "Not needed, but you can book by phone.",
    },
  ],
};
