/**
 * The Spanish version of the fixed-price packages' words (app/content/bundles.ts, issue 58): by bundle id, the name
 * and the features (the same number, in the same order). Every fact and number is the English module's; what each
 * bundle books and its prices stay there and in the catalog.
 */
export const bundleWords: Record<string, { name: string; features: string[] }> = {
  "cleaning-junk-removal": {
    name: "Limpieza + retiro de basura",
    features: [
      "Limpieza de mudanza de estudio/1 hab.",
      "Retiro de medio camión de basura",
      "Una visita, un solo horario del equipo",
    ],
  },
  "power-wash-junk-removal": {
    name: "Lavado a presión + retiro de basura",
    features: [
      "Lavado de la entrada de autos y la acera",
      "Retiro de un cuarto de camión de basura",
      "Retiro de un electrodoméstico viejo",
    ],
  },
  "full-property-refresh": {
    name: "Renovación completa de la propiedad",
    features: [
      "Limpieza profunda de 3 hab./2 baños",
      "Retiro de medio camión de basura",
      "Lavado del frente de la casa",
      "Los tres servicios en una sola reserva",
    ],
  },
  "exterior-refresh": {
    name: "Renovación exterior",
    features: [
      "Lavado de la entrada de autos y la acera",
      "Retiro de medio camión de desechos del jardín y desorden del garaje",
      "Mejor aspecto desde la calle en una sola visita",
    ],
  },
  "move-out-complete": {
    name: "Mudanza completa",
    features: [
      "Limpieza de mudanza de 3 hab./2 baños",
      "Retiro de tres cuartos de camión",
      "Lavado del frente de la casa",
      "Entregue las llaves con confianza",
    ],
  },
};
