/**
 * "Add photos" on the booking form (issue 48): for junk removal and for a size priced as a quote, up to
 * CUSTOMER_PHOTOS_MAX photos sent with the request (the form posts as multipart/form-data, with or without
 * JavaScript). Without JavaScript it shows when such a service or size is ticked (CSS `:has`), and says to choose the
 * photos again after an answer that did not book (a file input cannot be filled in by the server).
 */
import { useState } from "react";
import { PhotoPicker } from "~/components/ui/photo-picker";
import type { Catalog } from "~/domain/catalog";
import type { FormValues } from "~/domain/booking/fields";
import { orderTakesPhotos } from "~/domain/booking/order";
import { CUSTOMER_PHOTOS_MAX, PHOTO_MAX_BYTES } from "~/domain/photos";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { describedBy, FieldError, FieldHint, fieldId } from "./fields";

/** Without JavaScript: shown while junk removal, or a size priced as a quote (its radio is marked), is ticked. */
const SHOWN_WHEN_TICKED =
  "hidden group-has-[#field-service-junk-removal:checked]:block group-has-[[data-quote]:checked]:block";

export function PhotosField({
  values,
  catalog,
  error,
  dropped,
}: {
  values: FormValues;
  catalog: Catalog;
  error?: string;
  /** How many photos the last answer did not keep (the form was not booked). */
  dropped: number;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(0);
  // a package is known when the page is made; a choice of services is followed as it changes
  const shown = hydrated || values.bundle ? (orderTakesPhotos(values, catalog) ? null : "hidden") : SHOWN_WHEN_TICKED;
  // once photos are chosen again, the answer's words about them are old
  const message = chosen > 0 ? undefined : error;
  return (
    <div className={cn("sm:col-span-2", shown)} data-field-box="" data-testid="photos-field">
      <label htmlFor={fieldId("photos")} className="block text-sm font-semibold text-navy-900">
        Add photos <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <FieldHint name="photos">
        Photos of what we'll haul or quote help us bring the right truck and confirm your price: up to{" "}
        {CUSTOMER_PHOTOS_MAX}, 15 MB each. We keep them without their location or camera details.
      </FieldHint>
      {dropped > 0 && chosen === 0 && !error ? (
        <p className="mt-1 text-sm font-medium text-navy-900" data-testid="photos-again">
          Your {dropped === 1 ? "photo was" : `${dropped} photos were`} not kept with the form: choose{" "}
          {dropped === 1 ? "it" : "them"} again before you book.
        </p>
      ) : null}
      <PhotoPicker
        id={fieldId("photos")}
        name="photos"
        max={CUSTOMER_PHOTOS_MAX}
        maxBytes={PHOTO_MAX_BYTES}
        describedBy={describedBy("photos", { hint: true, error: message })}
        invalid={Boolean(message)}
        onChosen={setChosen}
      />
      <FieldError name="photos" message={message} />
    </div>
  );
}
