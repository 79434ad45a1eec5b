import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { BlogPost } from "~/content/schema";
import { services } from "~/content/services";
import { formatPostDate } from "./format-date";

/** One full article, read in place; its id is the /blog#id anchor. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const headingId = `${post.id}-title`;
  const service = services.find((s) => s.shortTitle === post.category);
  return (
    <article
      id={post.id}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-(--radius-card) border border-border bg-white p-5 shadow-(--shadow-card) sm:p-10"
      data-testid="blog-post"
    >
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className="rounded-full bg-navy-50 px-3 py-1 font-bold text-navy-800" data-testid="post-category">
          {post.category}
        </span>
        <time dateTime={post.date} className="text-muted-foreground">
          {formatPostDate(post.date)}
        </time>
      </p>
      <h2
        id={headingId}
        className="mt-4 text-2xl leading-tight font-extrabold tracking-tight text-navy-900 sm:text-3xl"
      >
        {post.title}
      </h2>
      <p
        className="mt-4 border-l-4 border-amber-brand pl-4 text-lg leading-relaxed text-navy-800"
        data-testid="post-excerpt"
      >
        {post.excerpt}
      </p>
      <div className="mt-6 max-w-3xl space-y-4 leading-relaxed text-foreground">
        {post.body.map((block, i) => {
          switch (block.type) {
            case "p":
              return <p key={i}>{block.text}</p>;
            case "h3":
              return (
                <h3 key={i} className="pt-4 text-xl font-bold text-navy-900">
                  {block.text}
                </h3>
              );
            case "ul":
              return (
                <ul key={i} className="list-disc space-y-2 pl-6 marker:text-navy-700">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
          }
        })}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
        {service ? (
          <Link
            to={`/services/${service.id}`}
            className="inline-flex items-center gap-2 font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
          >
            See {service.title} prices <Icon name="arrow-right" className="size-4" />
          </Link>
        ) : (
          <span />
        )}
        <a
          href="#articles"
          className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 hover:underline lg:hidden"
        >
          <Icon name="arrow-up" className="size-4" /> All articles
        </a>
      </div>
    </article>
  );
}
