import { Link } from "react-router";
import { Section } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { formatCents } from "~/domain/money";

export type PricedExample = {
  title: string;
  story: string;
  /** "2BR/2BA", then each add-on with its quantity. */
  lines: { label: string; cents: number }[];
  discountLabel: string | null;
  discountCents: number;
  totalCents: number;
  /** /booking with this job pre-filled. */
  href: string;
};

/** A typical job in the city, priced by the same rules as the booking form. */
export function ServiceCityExample({ example, cityName }: { example: PricedExample; cityName: string }) {
  return (
    <Section id="example" eyebrow="A worked example" title={`What a typical ${cityName} job costs`}>
      <div className="mx-auto max-w-3xl rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)">
        <h3 className="text-xl font-bold text-navy-900">{example.title}</h3>
        <p className="mt-3 leading-relaxed text-foreground">{example.story}</p>
        <table className="mt-6 w-full text-left">
          <caption className="sr-only">Price of this example</caption>
          <tbody>
            {example.lines.map((line) => (
              <tr key={line.label} className="border-b border-border">
                <th scope="row" className="py-2 font-medium text-foreground">
                  {line.label}
                </th>
                <td className="py-2 text-right tabular-nums">{formatCents(line.cents)}</td>
              </tr>
            ))}
            {example.discountLabel ? (
              <tr className="border-b border-border">
                <th scope="row" className="py-2 font-medium text-foreground">
                  {example.discountLabel}
                </th>
                <td className="py-2 text-right tabular-nums">−{formatCents(example.discountCents)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" className="pt-3 text-lg font-bold text-navy-900">
                Flat price
              </th>
              <td className="pt-3 text-right text-lg font-extrabold text-navy-900 tabular-nums">
                {formatCents(example.totalCents)}
              </td>
            </tr>
          </tbody>
        </table>
        <Link to={example.href} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}>
          Book this job
        </Link>
      </div>
    </Section>
  );
}
