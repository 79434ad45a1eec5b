import type { Route } from "./+types/blog";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogContents } from "~/components/sections/blog/blog-contents";
import { BlogHero } from "~/components/sections/blog/blog-hero";
import { getCatalog } from "~/catalog/catalog.server";
import { blogPosts } from "~/content/blog";
import type { BlogPost } from "~/content/schema";
import { site } from "~/content/site";
import { catalogWordsOf } from "~/domain/catalog-facts";
import { type CatalogWords, fillCatalogText } from "~/domain/catalog-words";
import { brandTitle, pageMeta } from "~/seo/meta";

/** A post with the figures of the catalog its text names filled in. */
function filledPost(post: BlogPost, words: CatalogWords): BlogPost {
  const fill = (text: string) => fillCatalogText(text, words);
  return {
    ...post,
    title: fill(post.title),
    excerpt: fill(post.excerpt),
    body: post.body.map((block) =>
      block.type === "ul" ? { ...block, items: block.items.map(fill) } : { ...block, text: fill(block.text) },
    ),
  };
}

/**
 * The articles reach the page as loader data (pre-rendered into the HTML), so their text is not also shipped as
 * JavaScript; the figures they name (the multi-service percent) are the owner's catalog's in force
 * (docs/decisions/0038).
 */
export function loader() {
  const words = catalogWordsOf(getCatalog());
  return { posts: blogPosts.map((post) => filledPost(post, words)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Blog: Moving, Cleaning and Hauling Tips"),
    description: `${loaderData.posts.length} practical guides for homeowners and renters in ${site.region} on move-out cleaning, junk removal and power washing, each one readable in full on this page.`,
    path: "/blog",
    matches,
  });
}

export default function BlogPage({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <BlogHero postCount={posts.length} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[18rem_1fr]">
        <div className="lg:h-full">
          <BlogContents posts={posts} />
        </div>
        <div className="min-w-0 space-y-8">
          {posts.map((post) => (
            <BlogArticle key={post.id} post={post} />
          ))}
        </div>
      </div>
    </>
  );
}
