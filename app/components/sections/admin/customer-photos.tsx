import { PhotoThumb } from "~/components/ui/photo-thumb";

/** The customer's photos of their job (issue 48): on the booking's page beside the quote's price, on the job page. */
export function CustomerPhotos({
  photos,
  headingLevel = 3,
}: {
  photos: { id: number; path: string; width: number; height: number }[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="mt-4" aria-label="Customer's photos" data-testid="customer-photos">
      <Heading className="text-sm font-semibold text-navy-900">Customer&apos;s photos ({photos.length})</Heading>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <PhotoThumb photo={photo} alt={`Customer's photo ${i + 1} of ${photos.length}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
