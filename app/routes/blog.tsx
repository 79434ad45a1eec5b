import type { Route } from "./+types/blog";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogContents } from "~/components/sections/blog/blog-contents";
import { BlogHero } from "~/components/sections/blog/blog-hero";
import { blogPosts } from "~/content/blog";
import { site } from "~/content/site";
import { brandTitle, pageMeta } from "~/seo/meta";

/** The articles reach the page as loader data (pre-rendered into the HTML), so their text is not also shipped as JavaScript. */
export function loader() {
  return { posts: blogPosts };
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
