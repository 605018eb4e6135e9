// Cities, streets and neighbourhoods the demo stores are spread over (AR first: the default country).

export type City = {
  locality: string;
  administrativeArea: string;
  regionCode: string;
  languageCode: string;
  /** Postal codes are drawn as prefix + random digits, in the country's usual shape. */
  postalPrefix: string;
  postalDigits: number;
  neighbourhoods: readonly string[];
};

const AR_STREETS = ["Av. Corrientes", "Av. Santa Fe", "Av. Rivadavia", "Florida", "Av. Cabildo", "Av. del Libertador", "San Martín", "Belgrano", "Sarmiento", "Av. Colón"];
const ES_STREETS = ["Calle Mayor", "Gran Vía", "Calle de Alcalá", "Paseo de Gracia", "Avenida de la Constitución", "Calle de Serrano", "Calle Larios", "Rambla de Catalunya"];
const US_STREETS = ["Main St", "Ocean Dr", "Broadway", "Congress Ave", "Michigan Ave", "5th Ave", "Elm St", "Market St"];
const MX_STREETS = ["Paseo de la Reforma", "Av. Insurgentes Sur", "Calle Madero", "Av. Chapultepec", "Av. Juárez", "Av. Vallarta"];

export const STREETS: Record<string, readonly string[]> = {
  AR: AR_STREETS, UY: AR_STREETS, CL: AR_STREETS, ES: ES_STREETS, US: US_STREETS, MX: MX_STREETS, CO: MX_STREETS,
};

export const CITIES: readonly City[] = [
  { locality: "Buenos Aires", administrativeArea: "Ciudad Autónoma de Buenos Aires", regionCode: "AR", languageCode: "es", postalPrefix: "C14", postalDigits: 2, neighbourhoods: ["Palermo", "Recoleta", "Belgrano", "Caballito", "San Telmo", "Almagro", "Villa Urquiza", "Núñez"] },
  { locality: "Córdoba", administrativeArea: "Córdoba", regionCode: "AR", languageCode: "es", postalPrefix: "X50", postalDigits: 2, neighbourhoods: ["Nueva Córdoba", "Centro", "Cerro de las Rosas", "Güemes"] },
  { locality: "Rosario", administrativeArea: "Santa Fe", regionCode: "AR", languageCode: "es", postalPrefix: "S20", postalDigits: 2, neighbourhoods: ["Centro", "Pichincha", "Fisherton", "Echesortu"] },
  { locality: "Mendoza", administrativeArea: "Mendoza", regionCode: "AR", languageCode: "es", postalPrefix: "M55", postalDigits: 2, neighbourhoods: ["Centro", "Godoy Cruz", "Chacras de Coria"] },
  { locality: "La Plata", administrativeArea: "Buenos Aires", regionCode: "AR", languageCode: "es", postalPrefix: "B19", postalDigits: 2, neighbourhoods: ["Centro", "City Bell", "Tolosa"] },
  { locality: "Mar del Plata", administrativeArea: "Buenos Aires", regionCode: "AR", languageCode: "es", postalPrefix: "B76", postalDigits: 2, neighbourhoods: ["Güemes", "Playa Grande", "Centro"] },
  { locality: "San Miguel de Tucumán", administrativeArea: "Tucumán", regionCode: "AR", languageCode: "es", postalPrefix: "T40", postalDigits: 2, neighbourhoods: ["Centro", "Barrio Norte", "Yerba Buena"] },
  { locality: "Montevideo", administrativeArea: "Montevideo", regionCode: "UY", languageCode: "es", postalPrefix: "11", postalDigits: 3, neighbourhoods: ["Pocitos", "Ciudad Vieja", "Carrasco"] },
  { locality: "Santiago", administrativeArea: "Región Metropolitana", regionCode: "CL", languageCode: "es", postalPrefix: "83", postalDigits: 5, neighbourhoods: ["Providencia", "Las Condes", "Ñuñoa"] },
  { locality: "Madrid", administrativeArea: "Madrid", regionCode: "ES", languageCode: "es", postalPrefix: "280", postalDigits: 2, neighbourhoods: ["Salamanca", "Chamberí", "Malasaña", "Retiro", "Lavapiés"] },
  { locality: "Barcelona", administrativeArea: "Barcelona", regionCode: "ES", languageCode: "es", postalPrefix: "080", postalDigits: 2, neighbourhoods: ["Eixample", "Gràcia", "Sants", "El Born"] },
  { locality: "Valencia", administrativeArea: "Valencia", regionCode: "ES", languageCode: "es", postalPrefix: "460", postalDigits: 2, neighbourhoods: ["Ruzafa", "El Carmen", "Benimaclet"] },
  { locality: "Sevilla", administrativeArea: "Sevilla", regionCode: "ES", languageCode: "es", postalPrefix: "410", postalDigits: 2, neighbourhoods: ["Triana", "Nervión", "Santa Cruz"] },
  { locality: "Ciudad de México", administrativeArea: "CDMX", regionCode: "MX", languageCode: "es", postalPrefix: "06", postalDigits: 3, neighbourhoods: ["Roma Norte", "Condesa", "Polanco", "Coyoacán"] },
  { locality: "Guadalajara", administrativeArea: "Jalisco", regionCode: "MX", languageCode: "es", postalPrefix: "44", postalDigits: 3, neighbourhoods: ["Providencia", "Chapultepec", "Centro"] },
  { locality: "Monterrey", administrativeArea: "Nuevo León", regionCode: "MX", languageCode: "es", postalPrefix: "64", postalDigits: 3, neighbourhoods: ["San Pedro", "Centro", "Cumbres"] },
  { locality: "Bogotá", administrativeArea: "Bogotá D.C.", regionCode: "CO", languageCode: "es", postalPrefix: "110", postalDigits: 3, neighbourhoods: ["Chapinero", "Usaquén", "La Candelaria"] },
  { locality: "Miami", administrativeArea: "FL", regionCode: "US", languageCode: "en", postalPrefix: "331", postalDigits: 2, neighbourhoods: ["Brickell", "Wynwood", "Little Havana", "Coral Gables"] },
  { locality: "Austin", administrativeArea: "TX", regionCode: "US", languageCode: "en", postalPrefix: "787", postalDigits: 2, neighbourhoods: ["Downtown", "South Congress", "Hyde Park"] },
  { locality: "New York", administrativeArea: "NY", regionCode: "US", languageCode: "en", postalPrefix: "100", postalDigits: 2, neighbourhoods: ["SoHo", "Chelsea", "Harlem", "Midtown"] },
  { locality: "Chicago", administrativeArea: "IL", regionCode: "US", languageCode: "en", postalPrefix: "606", postalDigits: 2, neighbourhoods: ["Loop", "Wicker Park", "Lincoln Park"] },
  { locality: "San Diego", administrativeArea: "CA", regionCode: "US", languageCode: "en", postalPrefix: "921", postalDigits: 2, neighbourhoods: ["Gaslamp", "La Jolla", "North Park"] },
];

export const STORE_LABELS = ["flagship", "mall", "street", "24h", "drive-thru", "outlet", "new", "franchise"] as const;
