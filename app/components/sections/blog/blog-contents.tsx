import type { BlogPost } from "~/content/schema";
import { formatPostDate } from "./format-date";

/** Table of contents: one link per article anchor. */
export function BlogContents({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <nav
      id="articles"
      aria-labelledby="articles-heading"
      className="rounded-(--radius-card) border border-border bg-white p-5 shadow-(--shadow-card) lg:sticky lg:top-32"
    >
      <h2 id="articles-heading" className="text-sm font-bold tracking-wider text-navy-700 uppercase">
        In this blog
      </h2>
      <ol className="-mx-2 mt-3 space-y-1">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={`#${post.id}`} className="block rounded-lg px-2 py-2 hover:bg-navy-50" data-testid="toc-link">
              <span className="block text-sm leading-snug font-semibold text-navy-900">{post.title}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">
                {post.category} · {formatPostDate(post.date)}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
