import type { ServiceId } from "../schema.ts";

/**
 * The Spanish version of the three services' words (app/content/services.ts, issue 58): by service id, the title,
 * the short title of the site's navigation, the description and the features (the same number, in the same order),
 * and the Spanish labels of each service's tiers (by tier `code`) and add-ons (by add-on `id`). Every fact and
 * number is the English module's; prices and the rest of the catalog stay there and in the catalog.
 */

export const serviceWords: Record<ServiceId, { description: string; features: string[]; imageAlt: string }> = {
  cleaning: {
    imageAlt: "Ilustración de una sala limpia y vacía con un trapeador y una cubeta",
    description:
      "Una limpieza de arriba abajo de una vivienda vacía, con precio según habitaciones y baños, para que recupere su depósito o se mude a un lugar listo para habitar.",
    features: [
      "Precio fijo según habitaciones y baños",
      "Interior de gabinetes, cajones y clósets",
      "Cocina y baños desengrasados y sin sarro",
      "Lista de verificación para la inspección del propietario",
    ],
  },
  "junk-removal": {
    imageAlt: "Ilustración de un camión de caja cargado con un sofá viejo y cajas",
    description:
      "Nos llevamos muebles, electrodomésticos, desechos del jardín y el desorden del garaje, con precio según cuánto del camión llene. Donamos y reciclamos todo lo que podemos.",
    features: [
      "Precio por carga de camión, sin cargos ocultos de basurero",
      "Un equipo de dos personas hace todo el trabajo pesado",
      "Primero donamos y reciclamos; el relleno sanitario es lo último",
      "Dejamos todo barrido al irnos",
    ],
  },
  "power-washing": {
    imageAlt: "Ilustración de una lavadora a presión limpiando la entrada de autos frente a una casa",
    description:
      "Revestimientos, entradas de autos, terrazas y techos lavados con la presión adecuada para cada superficie, para quitar la mugre, el moho y la arcilla roja de Texas sin causar daños.",
    features: [
      "Lavado suave para el revestimiento; alta presión solo donde es seguro",
      "Detergentes biodegradables; las plantas se enjuagan y se protegen",
      "Limpiador de superficies para concreto que no deja franjas",
      "Precio fijo por área",
    ],
  },
};

/** Each service's tiers: the tier's `code` → its Spanish label. */
export const tierLabels: Record<ServiceId, Record<string, string>> = {
  cleaning: {
    "1": "Estudio/1 hab./1 baño",
    "1-2bath": "1 hab./2 baños",
    "2-1bath": "2 hab./1 baño",
    "2": "2 hab./2 baños",
    "3": "3 hab./2 baños",
    "3-3bath": "3 hab./3 baños",
    "4": "4 hab./2 baños",
    "4-3bath": "4 hab./3 baños",
    custom: "5+ hab./3+ baños",
  },
  "junk-removal": {
    small: "Carga pequeña",
    medium: "Carga mediana",
    large: "Carga grande",
    full: "Carga completa",
  },
  "power-washing": {
    "front-house": "Frente de la casa",
    "driveway-sidewalk": "Entrada de autos y acera",
    "deck-patio": "Terraza y patio",
    "gutter-roof": "Canaletas y techo",
  },
};

/** Each service's add-ons: the add-on's `id` → its Spanish label. */
export const addonLabels: Record<ServiceId, Record<string, string>> = {
  cleaning: {
    refrigerator: "Interior del refrigerador",
    oven: "Interior del horno",
    dishwasher: "Interior del lavaplatos",
    "washer-dryer": "Lavadora/secadora",
    "cabinet-pantry": "Limpieza interior de gabinete/despensa",
    windows: "Ventanas interiores",
    "garage-attic": "Barrido de garaje/ático",
    "carpet-spot": "Tratamiento de manchas en alfombra",
    baseboards: "Limpieza detallada de zócalos",
    "wall-spot": "Limpieza de manchas en paredes",
  },
  "junk-removal": {
    appliance: "Retiro de electrodoméstico",
    mattress: "Colchón o base de colchón",
    "tv-monitor": "Televisor o monitor",
    tire: "Llanta",
    "stove-oven": "Estufa/horno",
    fridge: "Refrigerador",
  },
  "power-washing": {
    fence: "Cerca",
    "gutter-flush": "Limpieza interior de canaletas",
    "driveway-extension": "Extensión de la entrada de autos",
    "garage-shed": "Garaje independiente o cobertizo",
    "pool-deck": "Área alrededor de la piscina",
    "walkway-steps": "Camino o escalones de la entrada",
  },
};
