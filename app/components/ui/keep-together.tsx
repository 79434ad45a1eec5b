/**
 * Text whose clock times ("8:00 AM", "8:00 AM – 12:30 PM") and phone numbers ("(214) 555-0142") never break across
 * lines on a phone (issue 55: "12:30 / PM", "(430) 555- / 0152"), the rest wrapping as usual.
 */
const TOGETHER = /(\d{1,2}:\d{2} [AP]M(?: – \d{1,2}:\d{2} [AP]M)?|\(\d{3}\) \d{3}-\d{4}|\+1\d{10})/;

export function KeepTogether({ text }: { text: string }) {
  return (
    <>
      {text.split(TOGETHER).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
