/**
 * /admin/reviews: customers' reviews for the owner (docs/decisions/0032), newest first, `?stars=1..5` to filter.
 * Forms (working without JavaScript): `intent=reply` with `review` and `reply` (public; blank removes it), and
 * `intent=hide` with `review` and `reason`, one of the published content policy's (personal-data, profanity,
 * off-topic), recorded in the booking's history. The owner cannot change a customer's words.
 */
import { data, Form, Link, redirect } from "react-router";
import { hideReview, replyToReview } from "~/booking/reviews.server";
import { AdminCard, Notice, SelectField, StatusBadge } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { findCityRef } from "~/content/city-list";
import { HIDE_REASONS, isHideReason, REPLY_MAX } from "~/content/reviews";
import { getService } from "~/content/services";
import { formatLocalStamp } from "~/domain/booking/dates";
import { starGlyphs, summarize } from "~/domain/reviews";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { readFormBody } from "~/utils/request-body.server";
import { brandTitle } from "~/seo/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/admin.reviews";

const DONE: Record<string, string> = { reply: "Reply saved: it is shown under the review.", hide: "Review hidden." };

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const stars = Number(url.searchParams.get("stars"));
  const filter = Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
  const reviews = getStorage().reviews;
  const [list, all] = await Promise.all([reviews.list(filter ?? undefined), reviews.list()]);
  const done = url.searchParams.get("done") ?? "";
  return {
    filter,
    summary: summarize(all.map((r) => r.stars)),
    done: Object.hasOwn(DONE, done) ? DONE[done] : null,
    reviews: list.map((r) => ({
      id: r.id,
      reference: r.reference,
      stars: r.stars,
      text: r.text,
      name: r.publicName,
      where: `${getService(r.service)?.title ?? r.service}, ${findCityRef(r.city)?.name ?? r.city}`,
      sent: formatLocalStamp(r.createdAt),
      state: r.hiddenReason ? "hidden" : r.publish ? "published" : "private",
      hiddenReason: r.hiddenReason ? HIDE_REASONS[r.hiddenReason].label : null,
      reply: r.reply ?? "",
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const id = Number(form.get("review"));
  if (!Number.isSafeInteger(id)) return data({ error: "No such review." }, { status: 400 });
  const intent = form.get("intent");
  if (intent === "reply") {
    const text = form.get("reply") ?? "";
    if (text.trim().length > REPLY_MAX)
      return data({ error: `Please keep the reply under ${REPLY_MAX} characters.` }, { status: 400 });
    return (await replyToReview(id, text))
      ? redirect("/admin/reviews?done=reply", 303)
      : data({ error: "No such review." }, { status: 404 });
  }
  if (intent === "hide") {
    const reason = form.get("reason");
    if (!isHideReason(reason))
      return data({ error: "Choose the rule of the content policy the review breaks." }, { status: 400 });
    return (await hideReview(id, reason, owner.email))
      ? redirect("/admin/reviews?done=hide", 303)
      : data({ error: "That review is hidden already, or gone." }, { status: 409 });
  }
  return data({ error: "Please use the buttons on this page." }, { status: 400 });
}

export function meta() {
  return [{ title: brandTitle("Reviews") }, { name: "robots", content: "noindex, nofollow" }];
}

const FILTERS = [null, 5, 4, 3, 2, 1] as const;

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, summary, filter, done } = loaderData;
  return (
    <div className="mt-6 space-y-5">
      <h1 className="text-2xl font-extrabold text-navy-900">Reviews</h1>
      <p className="text-navy-900">
        {summary.count === 0
          ? "No reviews yet. Every completed job asks its customer for one, the morning after."
          : `${summary.count} ${summary.count === 1 ? "review" : "reviews"}, ${summary.average?.toFixed(1)} stars on average.`}
      </p>
      {done ? <Notice>{done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <nav aria-label="Filter by stars" className="flex flex-wrap gap-2">
        {FILTERS.map((n) => (
          <Link
            key={n ?? "all"}
            to={n ? `/admin/reviews?stars=${n}` : "/admin/reviews"}
            aria-current={filter === n ? "page" : undefined}
            className={cn(
              "rounded-md border border-border px-3 py-2 text-sm font-semibold",
              filter === n ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-navy-50",
            )}
          >
            {n ? `${n} ${n === 1 ? "star" : "stars"} (${summary.distribution[n]})` : `All (${summary.count})`}
          </Link>
        ))}
      </nav>
      {reviews.length === 0 && summary.count > 0 ? <p className="text-navy-900">No reviews with that rating.</p> : null}
      <ul className="space-y-4">
        {reviews.map((r) => (
          <li key={r.id}>
            <AdminCard id={`review-${r.id}`} title={`${r.name}: ${r.stars} of 5 stars`}>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden="true" className="text-lg text-amber-500">
                  {starGlyphs(r.stars)}
                </span>
                <span>
                  {r.where} · {r.sent} ·{" "}
                  <Link to={`/admin/bookings/${r.reference}`} className="underline">
                    {r.reference}
                  </Link>
                </span>
                <StatusBadge status={r.state} />
                {r.hiddenReason ? <span>({r.hiddenReason})</span> : null}
              </p>
              <p className="mt-3 whitespace-pre-line text-navy-900 wrap-anywhere">{r.text}</p>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="review" value={r.id} />
                  <label htmlFor={`reply-${r.id}`} className="block text-sm font-semibold text-navy-900">
                    Public reply
                  </label>
                  <textarea
                    id={`reply-${r.id}`}
                    name="reply"
                    rows={3}
                    maxLength={REPLY_MAX}
                    defaultValue={r.reply}
                    className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-navy-900 focus-visible:outline-3 focus-visible:outline-navy-700"
                  />
                  <Button type="submit" variant="outline" size="sm">
                    Save reply<span className="sr-only"> to {r.name}</span>
                  </Button>
                </Form>
                {r.state === "hidden" ? null : (
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="intent" value="hide" />
                    <input type="hidden" name="review" value={r.id} />
                    <SelectField
                      label="Hide it because it breaks the content policy:"
                      id={`reason-${r.id}`}
                      name="reason"
                      options={Object.entries(HIDE_REASONS).map(([value, { label }]) => [value, label] as const)}
                    />
                    <Button type="submit" variant="outline" size="sm">
                      Hide review<span className="sr-only"> by {r.name}</span>
                    </Button>
                  </Form>
                )}
              </div>
            </AdminCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
