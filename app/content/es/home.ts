import type { FeatureCard, Hero } from "../schema.ts";
import { site } from "../site.ts";

/**
 * The Spanish version of the home page copy (app/content/home.ts, issue 58): the same shape, ids and icons; every
 * fact, number and token (`{promoOff}`) is the English module's, filled by the page with the catalog in force.
 */

export const hero: Hero = {
  headline: "Servicios profesionales de confianza para su propiedad",
  subheadline: "¡Combine dos servicios cualesquiera y ahorre!",
  badge: "¡{promoOff} de descuento para clientes nuevos!",
  lead: `Limpieza de mudanza, retiro de basura y lavado a presión en todo ${site.region}, con una tarifa fija que usted ve antes de reservar y un equipo local que llega dentro de su franja horaria.`,
  ctaLabel: "Reservar ahora",
};

export const trustPoints: FeatureCard[] = [
  {
    id: "instant-pricing",
    title: "Precios al instante",
    description:
      "Elija el tamaño de su vivienda, la carga del camión o el área, y vea en pantalla el total con tarifa fija antes de reservar.",
    icon: "zap",
  },
  {
    id: "trusted-locals",
    title: "Gente local de confianza",
    description: `Equipos con verificación de antecedentes que viven y trabajan en ${site.region} y conocen sus casas, sus calles y su clima.`,
    icon: "users",
  },
  {
    id: "licensed-insured",
    title: "Con licencia y seguro",
    description:
      "Contamos con todas las licencias y un seguro completo, así que su casa, sus pertenencias y su depósito están protegidos.",
    icon: "shield-check",
  },
];

export const whyChooseUs: FeatureCard[] = [
  {
    id: "flat-rate-pricing",
    title: "Tarifa fija y transparente",
    description:
      "Un solo precio fijo según el tamaño del trabajo, que usted ve antes de reservar. Sin cobro por hora ni cargos ocultos que aparezcan en la puerta.",
    icon: "badge-dollar-sign",
  },
  {
    id: "licensed-insured",
    title: "Con todas las licencias y seguro completo",
    description:
      "Tenemos las licencias y el seguro que todo equipo profesional debe tener, y cada integrante del equipo pasa una verificación de antecedentes antes de poner un pie en su casa.",
    icon: "shield-check",
  },
  {
    id: "serving-the-metroplex",
    title: "Orgullosos de servir al Metroplex",
    description: `Somos una empresa local de ${site.region} que trabaja a diario en ciudades desde Fort Worth hasta McKinney, los siete días de la semana.`,
    icon: "map-pin",
  },
  {
    id: "satisfaction-guaranteed",
    title: "Satisfacción garantizada",
    description:
      "Si no está conforme con el trabajo, díganoslo. Regresamos y lo hacemos de nuevo, o le devolvemos su dinero, sin preguntas.",
    icon: "thumbs-up",
  },
];
