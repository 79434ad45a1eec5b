import type { Slide } from "../schema.ts";
import { slideImage } from "../slide-image.ts";
import { site } from "../site.ts";

/**
 * The Spanish version of the home page carousel's slides (app/content/home-slides.ts, issue 58): the same shape, ids,
 * order and images (only their alt texts are Spanish); every fact, number and token (`{multiPercent}`) is the
 * English module's. The pictures are made by the same `slideImage`.
 */

export const slides: Slide[] = [
  {
    id: "move-out-clean",
    title: "Limpieza de mudanza para que recupere su depósito",
    description:
      "Limpiamos la vivienda vacía de arriba abajo, desde los ventiladores de techo hasta los zócalos y el interior de cada gabinete, para que pase la inspección del propietario.",
    image: slideImage(
      "move-out-clean",
      "Ilustración de una persona de limpieza trapeando el piso de un apartamento vacío y luminoso, con una cubeta y un atomizador cerca",
    ),
  },
  {
    id: "junk-haul",
    title: "Sus cachivaches, fuera en una sola visita",
    description:
      "Cargamos y nos llevamos muebles viejos, electrodomésticos y el desorden del garaje; donamos lo que todavía sirve y reciclamos los metales antes de que algo termine en el relleno sanitario.",
    image: slideImage(
      "junk-haul",
      "Ilustración de dos integrantes del equipo cargando un sofá viejo y unas cajas en la parte trasera de un camión de caja",
    ),
  },
  {
    id: "driveway-wash",
    title: "Entradas de autos de vuelta a su color original",
    description:
      "El lavado a presión quita del concreto la arcilla roja, las marcas de llantas, el polen y el moho, y usamos lavado suave en el revestimiento y los techos que necesitan un trato más delicado.",
    image: slideImage(
      "driveway-wash",
      "Ilustración de un trabajador lavando a presión una entrada de autos, con una franja limpia que atraviesa el concreto manchado",
    ),
  },
  {
    id: "bundle-save",
    title: "Combine dos servicios cualesquiera y ahorre {multiPercent}",
    description:
      "Reserve juntos dos de nuestros servicios, los que usted quiera, y se le descuenta {multiPercent} automáticamente. Una reserva, un horario y una preocupación menos.",
    image: slideImage(
      "bundle-save",
      "Ilustración de los íconos de limpieza, retiro de basura y lavado a presión unidos junto a una etiqueta de descuento",
    ),
  },
  {
    id: "local-crew",
    title: `Su equipo local de ${site.region}`,
    description:
      "Personas con licencia, seguro y verificación de antecedentes, de todo el metroplex, que llegan dentro de la franja de dos horas que usted eligió.",
    image: slideImage(
      "local-crew",
      "Ilustración de un equipo amable y uniformado junto a su camioneta de trabajo, frente a una casa del norte de Texas",
    ),
  },
];
