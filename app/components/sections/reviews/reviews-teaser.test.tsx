/**
 * The reviews a page shows are the customers' words, written into pages served to everyone (issue 35): whatever a
 * review or a reply holds, it stays text, and adds no element or attribute to the page.
 */
import { parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { summarize } from "~/domain/reviews";
import { HOSTILE_REVIEW, HOSTILE_STRINGS } from "../../../../tests/support/hostile";
import { ReviewsTeaser } from "./reviews-teaser";
import { fillSlots } from "../../../../server/review-slots";

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };
const elements = (node: Node): Node[] =>
  (node.children ?? []).flatMap((child) => (child.type === "tag" ? [child, ...elements(child)] : elements(child)));
const textOf = (node: Node): string =>
  node.type === "text" ? node.data! : (node.children ?? []).map((child) => textOf(child)).join("");

describe("a review's words in a page", () => {
  const review = (text: string) => ({
    id: 1,
    stars: 5,
    text,
    name: "Ana G.",
    city: "Plano",
    service: "cleaning",
    month: "November 2026",
    date: "2026-11-26",
    reply: `Thanks! ${text}`,
  });
  const empty = renderToStaticMarkup(
    <ReviewsTeaser heading="What our customers say" summary={summarize([5])} reviews={[review("plain words")]} />,
  );
  const shape = (html: string) =>
    elements(parseDocument(html) as unknown as Node).map((e) => `${e.name}[${Object.keys(e.attribs ?? {}).join(",")}]`);

  it.each([...HOSTILE_STRINGS, HOSTILE_REVIEW])(
    "stay text, in the slot of the page served from memory: %j",
    (hostile) => {
      const html = renderToStaticMarkup(
        <ReviewsTeaser heading="What our customers say" summary={summarize([5])} reviews={[review(hostile)]} />,
      );
      const page = fillSlots(
        `<main><div class="contents" data-reviews-slot="home"></div></main>`,
        new Map([["home", html]]),
      );
      const doc = parseDocument(page) as unknown as Node;
      // the same elements and attributes as a review of plain words, and the words as they were written
      expect(shape(page)).toEqual(shape(`<main><div class="contents" data-reviews-slot="home">${empty}</div></main>`));
      expect(elements(doc).filter((e) => e.attribs?.["data-reviews-slot"] !== undefined)).toHaveLength(1);
      expect(textOf(doc)).toContain(hostile);
      expect(textOf(doc)).toContain(`Thanks! ${hostile}`);
    },
  );
});

describe("the reviews of the Spanish home page (issue 58)", () => {
  it("say their words in Spanish, and keep the customer's and the owner's as written", () => {
    const review = {
      id: 7,
      stars: 4,
      text: "Great crew, the deposit came back in full.",
      name: "Ana G.",
      city: "Plano",
      service: "Move In/Out Cleaning",
      month: "November 2026",
      date: "2026-11-26",
      reply: "Thank you, Ana!",
    };
    const render = (locale: "en" | "es") =>
      textOf(
        parseDocument(
          renderToStaticMarkup(
            <ReviewsTeaser heading="…" summary={summarize([4, 5, 5])} reviews={[review]} locale={locale} />,
          ),
        ) as unknown as Node,
      );
    const es = render("es");
    for (const words of [
      "4.7 de 5",
      "de 3 opiniones",
      "Limpieza de mudanza · noviembre de 2026",
      "Respuesta del dueño",
    ])
      expect(es).toContain(words);
    expect(es).toContain(review.text);
    expect(es).toContain(review.reply);
    expect(es).not.toMatch(/out of 5|reviews|Reply from|November/);
    // and the English page's, as before
    const en = render("en");
    for (const words of [
      "4.7 out of 5",
      "from 3 reviews",
      "Move In/Out Cleaning · November 2026",
      "Reply from the owner",
    ])
      expect(en).toContain(words);
  });
});
