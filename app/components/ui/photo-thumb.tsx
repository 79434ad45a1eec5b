/** A job photo's square thumbnail, loaded lazily and linked to the photo itself (job page, booking pages). */
export function PhotoThumb({ photo, alt }: { photo: { path: string; width: number; height: number }; alt: string }) {
  return (
    <a href={photo.path} className="block">
      <img
        src={photo.path}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        alt={alt}
        className="aspect-square h-auto w-full rounded-md object-cover"
      />
    </a>
  );
}
