/**
 * "Your photos" on the customer's booking page (issue 48): the photos sent with the request or since, and, while the
 * booking is requested or confirmed, "Add photos" (`intent=photos`, multipart; with or without JavaScript).
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PhotoPicker } from "~/components/ui/photo-picker";
import { PhotoThumb } from "~/components/ui/photo-thumb";
import { PHOTO_MAX_BYTES } from "~/domain/photos";
import { PageCard } from "./page-card";

export type CustomerPhotosView = {
  photos: { id: number; path: string; width: number; height: number }[];
  /** How many more may be added now; null: none may be (closed, or an order that takes none). */
  left: number | null;
  /** Photos were just added (`?photos=added`) or one deleted (`?photos=deleted`), to say so once. */
  added: boolean;
  deleted: boolean;
  /** Their photos are theirs to delete until the crew starts (issue 56). */
  canDelete: boolean;
};

export type PhotosAnswer = { intent: "photos"; error: string };

export function CustomerPhotosSection({ view, answer }: { view: CustomerPhotosView; answer?: PhotosAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "photos";
  const { photos, left } = view;
  return (
    <PageCard id="photos-heading" title="Your photos" testId="your-photos">
      {view.added ? (
        <p role="status" className="mt-2 font-semibold text-success">
          Photos added: we&apos;ll look at them before your visit.
        </p>
      ) : null}
      {view.deleted ? (
        <p role="status" className="mt-2 font-semibold text-success">
          Photo deleted.
        </p>
      ) : null}
      {left === null && answer ? (
        <p className="mt-2 font-medium text-destructive" role="alert">
          {answer.error}
        </p>
      ) : null}
      {photos.length === 0 ? (
        left === null ? null : (
          <p className="mt-2 text-muted-foreground">
            No photos yet. Photos of what we&apos;ll haul or quote help us bring the right truck and confirm your price.
          </p>
        )
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Photos you sent">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <PhotoThumb photo={photo} alt={`Your photo ${i + 1} of ${photos.length}`} />
              {view.canDelete ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-photo" />
                  <input type="hidden" name="photo" value={photo.id} />
                  <button
                    type="submit"
                    className="min-h-11 w-full rounded-md text-sm font-semibold text-navy-900 underline focus-visible:outline-2 focus-visible:outline-offset-2"
                    aria-label={`Delete your photo ${i + 1}`}
                  >
                    Delete
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {left !== null && left > 0 ? (
        // a new list of photos after each one added: the field starts empty
        <Form method="post" encType="multipart/form-data" className="mt-4" key={photos.length}>
          <input type="hidden" name="intent" value="photos" />
          <label htmlFor="field-photos" className="block text-sm font-semibold text-navy-900">
            Add photos
          </label>
          <p id="field-photos-hint" className="mt-1 text-sm text-muted-foreground">
            Up to {left} more, 15 MB each. We keep them without their location or camera details.
          </p>
          <PhotoPicker
            id="field-photos"
            name="photos"
            max={left}
            maxBytes={PHOTO_MAX_BYTES}
            describedBy={answer ? "field-photos-hint field-photos-error" : "field-photos-hint"}
            invalid={Boolean(answer)}
          />
          {answer ? (
            <p id="field-photos-error" className="mt-1.5 text-sm font-medium text-destructive" role="alert">
              {answer.error}
            </p>
          ) : null}
          <Button type="submit" className="mt-3" disabled={sending}>
            {sending ? "Sending photos…" : "Send photos"}
          </Button>
        </Form>
      ) : null}
    </PageCard>
  );
}
