/**
 * How much pages share their wording (issue 14; README, Local search): word 5-shingles, their Jaccard similarity,
 * and the words of a page that no other page of its group shares. Search engines treat near-identical local pages
 * as doorway pages; tests hold the service-in-city pages to a Jaccard below 0.3 and 300+ words of their own.
 */

export const SHINGLE_SIZE = 5;

/** Lower-case words (letters, digits, apostrophes inside words), punctuation and markup dropped. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** The word 5-shingles of a list of words, as strings. */
export function shingles(list: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(" "));
  return out;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let common = 0;
  for (const s of a) if (b.has(s)) common++;
  return common / (a.size + b.size - common);
}

/**
 * How many words of `list` are its own: not covered by any 5-shingle that also appears in `others` (the union of the
 * other pages' shingles).
 */
export function ownWordCount(list: readonly string[], others: ReadonlySet<string>, size = SHINGLE_SIZE): number {
  const shared = new Array<boolean>(list.length).fill(false);
  for (let i = 0; i + size <= list.length; i++)
    if (others.has(list.slice(i, i + size).join(" "))) for (let j = i; j < i + size; j++) shared[j] = true;
  return shared.filter((s) => !s).length;
}

export type SimilarityReport = {
  /** The most similar other page of each page, and their Jaccard. */
  worst: { page: string; other: string; jaccard: number }[];
  /** Own words of each page. */
  own: { page: string; words: number }[];
};

/** Pairwise similarity and own words within a group of pages (name → text). */
export function similarityReport(pages: ReadonlyMap<string, string>): SimilarityReport {
  const split = new Map([...pages].map(([name, text]) => [name, words(text)] as const));
  const sets = new Map([...split].map(([name, list]) => [name, shingles(list)] as const));
  const worst: SimilarityReport["worst"] = [];
  const own: SimilarityReport["own"] = [];
  for (const [name, set] of sets) {
    let top = { other: "", jaccard: 0 };
    const others = new Set<string>();
    for (const [otherName, otherSet] of sets) {
      if (otherName === name) continue;
      for (const s of otherSet) others.add(s);
      const j = jaccard(set, otherSet);
      if (j > top.jaccard) top = { other: otherName, jaccard: j };
    }
    worst.push({ page: name, ...top });
    own.push({ page: name, words: ownWordCount(split.get(name)!, others) });
  }
  return { worst, own };
}
