/**
 * A field of photos to send with a form (issue 48): a plain `<input type="file" multiple>`, which works without
 * JavaScript. With JavaScript, each chosen photo shows as a thumbnail with "Remove", more can be chosen in several
 * goes, and what is sent is exactly the list shown (the input's files are set from it); a file that is not an image,
 * is over `maxBytes`, or is past `max` is left out at once with words saying so. The server checks all of it again.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";

type Chosen = { file: File; url: string };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function PhotoPicker({
  id,
  name,
  max,
  maxBytes,
  describedBy,
  invalid,
  onChosen,
  className,
}: {
  id: string;
  name: string;
  /** The most photos the form takes. */
  max: number;
  maxBytes: number;
  describedBy?: string;
  invalid?: boolean;
  /** Told of the number of photos chosen, each time it changes. */
  onChosen?: (count: number) => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const statusId = useId();
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);

  // the input sends exactly the photos shown
  const apply = (next: Chosen[]) => {
    const transfer = new DataTransfer();
    for (const { file } of next) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    setChosen(next);
    onChosen?.(next.length);
  };

  // a form reset (after a send) empties the list; the thumbnails' object URLs are let go with it
  useEffect(() => {
    const form = input.current?.form;
    const reset = () => {
      for (const { url } of latest.current) URL.revokeObjectURL(url);
      setChosen([]);
      setLeftOut([]);
      onChosen?.(0);
    };
    form?.addEventListener("reset", reset);
    return () => form?.removeEventListener("reset", reset);
  }, [onChosen]);
  useEffect(() => () => latest.current.forEach(({ url }) => URL.revokeObjectURL(url)), []);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const next = [...chosen];
    const refused: string[] = [];
    for (const file of Array.from(event.target.files ?? [])) {
      if (next.some((c) => sameFile(c.file, file))) continue;
      if (!file.type.startsWith("image/")) refused.push(`${file.name} is not a photo.`);
      else if (file.size > maxBytes) refused.push(`${file.name} is larger than ${Math.round(maxBytes / 1048576)} MB.`);
      else if (next.length >= max) refused.push(`${file.name}: ${max} photos at most.`);
      else next.push({ file, url: URL.createObjectURL(file) });
    }
    setLeftOut(refused);
    apply(next);
  };

  const remove = (index: number) => {
    const gone = chosen[index]!;
    URL.revokeObjectURL(gone.url);
    setLeftOut([]);
    apply(chosen.filter((_, i) => i !== index));
    input.current?.focus();
  };

  return (
    <div className={className}>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept="image/*"
        multiple
        onChange={onChange}
        aria-describedby={[describedBy, hydrated ? statusId : null].filter(Boolean).join(" ") || undefined}
        aria-invalid={invalid ? true : undefined}
        className={cn(
          "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white p-2 text-base text-foreground",
          "file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-2 file:border-navy-900 file:bg-white file:px-4 file:font-semibold file:text-navy-900",
          "aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-destructive",
          // with JavaScript the list below says what is chosen; the input's own words ("3 files") would repeat it
          hydrated && chosen.length > 0 ? "text-transparent" : null,
        )}
      />
      {hydrated ? (
        <div>
          <p id={statusId} role="status" className="mt-2 text-sm text-navy-900">
            {chosen.length === 0
              ? ""
              : `${chosen.length} ${chosen.length === 1 ? "photo" : "photos"} chosen (${max - chosen.length} more allowed).`}
            {leftOut.length > 0 ? (
              <span className="block font-medium text-destructive">Left out: {leftOut.join(" ")}</span>
            ) : null}
          </p>
          {chosen.length > 0 ? (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos chosen">
              {chosen.map(({ file, url }, index) => (
                <li key={url} className="min-w-0">
                  <img src={url} alt="" className="aspect-square w-full rounded-md object-cover" />
                  <p className="mt-1 truncate text-xs text-muted-foreground" title={file.name}>
                    {file.name}
                  </p>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="mt-0.5 min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
                  >
                    Remove<span className="sr-only"> {file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
