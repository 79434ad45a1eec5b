import { IntentForm } from "~/components/ui/intent-form";
import { PhotoThumb } from "~/components/ui/photo-thumb";

/** The customer's photos of their job (issue 48): on the booking's page beside the quote's price, on the job page. */
export function CustomerPhotos({
  photos,
  headingLevel = 3,
  deletable = false,
}: {
  photos: { id: number; path: string; width: number; height: number }[];
  headingLevel?: 2 | 3;
  /** The owner's page: each photo has its Delete (`intent=delete-photo`, issue 56), kept in the history. */
  deletable?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="mt-4" aria-label="Customer's photos" data-testid="customer-photos">
      <Heading className="text-sm font-semibold text-navy-900">Customer&apos;s photos ({photos.length})</Heading>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <PhotoThumb photo={photo} alt={`Customer's photo ${i + 1} of ${photos.length}`} />
            {deletable ? (
              <IntentForm intent="delete-photo" fields={{ photo: photo.id }}>
                <button
                  type="submit"
                  className="min-h-11 w-full rounded-md text-sm font-semibold text-navy-900 underline focus-visible:outline-2 focus-visible:outline-offset-2"
                  aria-label={`Delete the customer's photo ${i + 1}`}
                >
                  Delete
                </button>
              </IntentForm>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
