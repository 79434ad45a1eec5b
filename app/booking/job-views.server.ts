/**
 * What staff see of a job (docs/decisions/0039; issue 44): the crew's job page (/admin/jobs/:reference) and the
 * job's card on the owner's booking page. Server only.
 */
import { getCatalog } from "../catalog/catalog.server.ts";
import { findCityRef } from "../content/city-list.ts";
import { isOpenStatus } from "../domain/booking/changes.ts";
import { dateInZone, formatLocalStamp } from "../domain/booking/dates.ts";
import { formatWindow } from "../domain/booking/windows.ts";
import { checklistOf, itemsLeft, jobBadge, jobCardOf, type JobProgressView, nextStep } from "../domain/job.ts";
import { getPhotoStore, PHOTOS_OFF_MESSAGE } from "../photos/store.server.ts";
import { jobStanding } from "../planning/planning.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import type { Owner } from "../storage/owners.server.ts";
import type { JobPhoto } from "../storage/photos.server.ts";
import { staffCustomerPhotos, staffPhotos, tickedChecklist } from "./job-report.server.ts";
import { servicesOf } from "./jobs.server.ts";
import type { StoredBooking } from "./model.ts";
import { ON_MY_WAY_ACTION } from "./service.server.ts";

/**
 * The job page of `booking` as `person` sees it on `now`: the card, its planned start and end (null while planning is
 * off, docs/decisions/0044), the step to press, the checklist, the photos.
 */
export async function jobPageView(booking: StoredBooking, person: Pick<Owner, "role">, now: Date) {
  const { jobs, crews, photos } = getStorage();
  const [ticks, onMyWay, crewList, stored, tips, plan] = await Promise.all([
    jobs.ticks(booking.id),
    jobs.onMyWay([booking.id], ON_MY_WAY_ACTION),
    crews.list(),
    photos.list(booking.id),
    getStorage().bookings.tips.netFor([booking.id]),
    jobStanding(getStorage(), getCatalog(), booking, now),
  ]);
  const today = booking.date === dateInZone(now);
  const steps = { status: booking.status, onMyWay: onMyWay.has(booking.id), startedAt: booking.startedAt ?? null };
  return {
    role: person.role,
    job: {
      ...jobCardOf({ ...booking, city: findCityRef(booking.city)?.name ?? booking.city }),
      tipCents: tips.get(booking.id) ?? 0,
    },
    crewName: crewList.find((c) => c.id === booking.crewId)?.name ?? null,
    // the crew's plan beside the customer's window (issue 55): "8:00 AM – 12:00 PM"
    planned: plan ? formatWindow(plan.start, plan.end) : null,
    today,
    photosOff: getPhotoStore() === null ? PHOTOS_OFF_MESSAGE : null,
    canAddPhotos: today && isOpenStatus(booking.status),
    canDeletePhotos: isOpenStatus(booking.status),
    photos: staffPhotos(booking.reference, stored),
    customerPhotos: staffCustomerPhotos(booking.reference, stored),
    badge: jobBadge(steps),
    step: nextStep({ ...steps, left: itemsLeft(checklistOf(servicesOf(booking)), ticks).length }),
    // the crew sees each item's state, not who ticked it
    checklist: tickedChecklist(booking, ticks).map(({ key, label, state, reason }) => ({ key, label, state, reason })),
  };
}

/**
 * The job as its crew did it, for the owner's booking page: steps pressed, checklist, photos (issue 44), of the
 * booking's `photos` as the page read them.
 */
export async function jobProgressView(
  booking: StoredBooking,
  history: readonly { at: string; action: string }[],
  photos: readonly JobPhoto[],
): Promise<JobProgressView> {
  const ticks = await getStorage().jobs.ticks(booking.id);
  const onTheWay = history.findLast((h) => h.action === ON_MY_WAY_ACTION);
  const done = booking.status === "completed" ? history.findLast((h) => h.action === "completed") : undefined;
  return {
    reference: booking.reference,
    steps: [
      ...(onTheWay ? [{ label: "On the way", at: formatLocalStamp(onTheWay.at) }] : []),
      ...(booking.startedAt ? [{ label: "Started", at: formatLocalStamp(booking.startedAt) }] : []),
      ...(done ? [{ label: "Done", at: formatLocalStamp(done.at) }] : []),
    ],
    checklist: tickedChecklist(booking, ticks),
    photos: staffPhotos(booking.reference, photos),
  };
}
