/**
 * /admin/capacity: close a whole date or one window (a holiday, a crew off sick), or set a window's capacity for
 * one date; closed places disappear from `/api/availability` and the booking form at once. The open bookings in a
 * changed date or window are listed, so the owner can call those customers. Form: `date`, `window` ("*" for the
 * whole date), `capacity` (0 closes), or `intent=reopen` to remove a change.
 */
import { data, Form, redirect } from "react-router";
import { adminInput, AdminCard, Field, Notice, SelectField } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { dateInZone, formatDateLong, isValidDateString } from "~/domain/booking/dates";
import { arrivalWindowsOf, findWindow, formatWindow, windowEndOf } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { readFormBody } from "~/utils/request-body.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.capacity";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request);
  const today = dateInZone(bookingOptionsFrom(context).now ?? new Date());
  const { week } = getCatalog();
  const windowLabel = (w: string) => (w === "*" ? "the whole day" : formatWindow(w, windowEndOf(w)));
  return {
    today,
    defaultCapacity: week.capacityPerWindow,
    windows: arrivalWindowsOf(week).map(({ start, end }) => ({ start, label: formatWindow(start, end) })),
    changes: (await getStorage().dashboard.capacityChanges(today)).map((c) => ({
      ...c,
      label: `${formatDateLong(c.date)}, ${windowLabel(c.window)}`,
      affected: c.affected.map((b) => ({
        reference: b.reference,
        name: b.name,
        phone: b.phone,
        window: formatWindow(b.windowStart, b.windowEnd),
      })),
    })),
    done: new URL(request.url).searchParams.get("done") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const date = form.get("date") ?? "";
  const window = form.get("window") ?? "*";
  if (!isValidDateString(date)) return data({ error: "Please choose a date." }, { status: 400 });
  if (window !== "*" && !findWindow(getCatalog().week, window))
    return data({ error: "Please choose a window." }, { status: 400 });
  if (form.get("intent") === "reopen") {
    await getStorage().dashboard.setCapacity({ date, window, capacity: null, actor: owner.email });
    return redirect("/admin/capacity?done=1", 303);
  }
  const capacity = Number(form.get("capacity") ?? "");
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 50)
    return data({ error: "Capacity is a whole number from 0 (closed) to 50." }, { status: 400 });
  await getStorage().dashboard.setCapacity({ date, window, capacity, actor: owner.email });
  return redirect("/admin/capacity?done=1", 303);
}

export function meta() {
  return [{ title: brandTitle("Capacity") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminCapacity({ loaderData, actionData }: Route.ComponentProps) {
  const { today, windows, changes, defaultCapacity, done } = loaderData;
  return (
    <div className="mt-6 space-y-5">
      <h1 className="text-3xl font-extrabold text-navy-900">Capacity</h1>
      {done ? <Notice>Saved. Availability has changed at once.</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <AdminCard id="change-heading" title="Close or change a day">
        <p className="text-sm text-muted-foreground">
          Each window takes {defaultCapacity} jobs unless changed here. Capacity 0 closes it.
        </p>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
          <Field label="Date" htmlFor="cap-date">
            <input id="cap-date" name="date" type="date" min={today} required className={adminInput} />
          </Field>
          <SelectField
            label="Window"
            id="cap-window"
            name="window"
            options={[["*", "Whole day"], ...windows.map((w) => [w.start, w.label] as const)]}
          />
          <Field label="Capacity" htmlFor="cap-capacity">
            <input
              id="cap-capacity"
              name="capacity"
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              defaultValue={0}
              className={adminInput}
            />
          </Field>
          <Button type="submit">Save</Button>
        </Form>
      </AdminCard>
      <AdminCard id="changes-heading" title="Changes from today on">
        {changes.length === 0 ? <p className="text-sm text-muted-foreground">None: every window is open.</p> : null}
        <ul className="divide-y divide-border">
          {changes.map((c) => (
            <li key={`${c.date}-${c.window}`} className="py-3" data-testid="capacity-change">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-navy-900">
                  {c.label}: {c.capacity === 0 ? "closed" : `${c.capacity} jobs`}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="reopen" />
                  <input type="hidden" name="date" value={c.date} />
                  <input type="hidden" name="window" value={c.window} />
                  <Button type="submit" variant="ghost" size="sm">
                    Undo<span className="sr-only"> the change of {c.label}</span>
                  </Button>
                </Form>
              </div>
              {c.affected.length > 0 ? (
                <div className="mt-1 text-sm">
                  <p className="font-semibold text-destructive">Bookings to call:</p>
                  <ul className="wrap-anywhere">
                    {c.affected.map((b) => (
                      <li key={b.reference}>
                        {b.window} · {b.reference} · {b.name} · <a href={`tel:${b.phone}`}>{b.phone}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </AdminCard>
    </div>
  );
}
