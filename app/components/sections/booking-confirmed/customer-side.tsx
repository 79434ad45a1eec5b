/**
 * The parts of the customer's booking page around the job itself (issue 48): their photos, and after the job its
 * report, the review form and a tip for the crew. One module that the page loads only where one of them is shown
 * (app/routes/booking-confirmed.tsx): a booking still to come shows none of them but its photos, for a junk removal or
 * a quote.
 */
export { CustomerPhotosSection } from "./customer-photos";
export { JobReportSection } from "./job-report";
export { ReviewForm } from "./review-form";
export { TipSection } from "./tip-form";
