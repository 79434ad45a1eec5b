import type { Faq } from "../schema.ts";
import { site } from "../site.ts";

/**
 * The Spanish version of the home page FAQ (`homeFaqs` of app/content/faqs.ts, issue 58): the same eight questions in
 * the same order; every fact, number and token ("{multiPercent}", "{promoCode}", "{promoOff}", "{hours}") is the
 * English module's. A sentence that names the promo code stands on its own, as in English, so `fillCatalogFaqs`
 * (app/domain/catalog.ts) can leave it out when no code is advertised.
 */
export const homeFaqs: Faq[] = [
  {
    question: "¿Cómo funcionan sus precios?",
    answer:
      "Cada servicio tiene una tarifa fija según el tamaño del trabajo: la limpieza, por habitaciones y baños; el retiro de basura, por cuánto del camión llena; y el lavado a presión, por el área que lavamos. Los extras, como el interior del horno o el retiro de un electrodoméstico adicional, aparecen con su propio precio. Usted ve el total completo antes de reservar, y eso es lo que paga. Las casas de cinco habitaciones o más reciben una cotización personalizada.",
  },
  {
    question: "¿Cómo funciona el descuento por paquete?",
    answer:
      "Reserve dos de nuestros servicios en el mismo pedido, los que usted quiera, por ejemplo una limpieza de mudanza más un retiro de basura, y se descuenta {multiPercent} del precio de los servicios automáticamente. Los extras mantienen su precio de lista. El descuento aparece en el desglose de su precio antes de confirmar, así que no hay ningún código que recordar.",
  },
  {
    question: "¿Tienen algún descuento para clientes nuevos?",
    answer:
      "Sí. Ingrese el código promocional {promoCode} al reservar su primer pedido y obtendrá {promoOff} de descuento en el precio de los servicios. Se considera primer pedido cuando no tenemos ninguna reserva anterior con su correo electrónico o su número de teléfono. Los descuentos no se acumulan: cada pedido recibe un solo descuento como máximo, así que si ya combina dos servicios, el descuento por paquete es el que le corresponde.",
  },
  {
    question: "¿En qué ciudades dan servicio?",
    answer: `Damos servicio en ${site.region}: Dallas, Fort Worth, Plano, Arlington, Irving, Frisco, McKinney, Denton y ciudades vecinas de todo el metroplex. Nuestra página de ubicaciones muestra cada ciudad que cubrimos, con información local de cada una. Si tiene dudas sobre si su dirección está dentro de nuestra zona, llámenos y se lo diremos de inmediato.`,
  },
  {
    question: "¿Cuál es su horario? ¿Ofrecen servicio el mismo día?",
    answer:
      "Trabajamos {hours}. El servicio el mismo día está sujeto a disponibilidad: si hay un equipo libre, la página de reservas muestra franjas de llegada para ese mismo día que comienzan dentro de dos horas como mínimo. Para asegurar su lugar, reserve con un día o más de anticipación.",
  },
  {
    question: "¿Sus equipos tienen licencia, seguro y verificación de antecedentes?",
    answer:
      "Sí. Contamos con todas las licencias y un seguro completo, y cada integrante del equipo pasa una verificación de antecedentes antes de trabajar en la casa de un cliente. Puede dejar a un equipo trabajando en una unidad vacía y ocuparse con tranquilidad del resto de su mudanza.",
  },
  {
    question: "¿Cómo pago?",
    answer:
      "El pago es con tarjeta y se requiere antes de que se confirme su reserva. Como el precio es fijo y se muestra por adelantado, no hay nada que pagar en la puerta ni facturas sorpresa después. Su confirmación incluye el desglose completo del precio para sus registros.",
  },
  {
    question: "¿Y si no quedo conforme con el trabajo?",
    answer:
      "Díganoslo. Nuestra garantía de satisfacción es sencilla: regresamos y volvemos a hacer el trabajo, o le devolvemos su dinero, sin preguntas. Llámenos o escríbanos por correo electrónico con la referencia de su reserva y lo solucionaremos.",
  },
];
