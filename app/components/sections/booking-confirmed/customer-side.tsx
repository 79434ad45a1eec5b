/**
 * The customer's side of a finished or coming job on their booking page (issue 48): their photos and a tip for the
 * crew. One module that the page loads only where one of them is shown (app/routes/booking-confirmed.tsx).
 */
export { CustomerPhotosSection } from "./customer-photos";
export { TipSection } from "./tip-form";
