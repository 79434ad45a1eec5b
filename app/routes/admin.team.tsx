/**
 * /admin/team (owners only, docs/decisions/0039): the people who sign in at /admin and the crews. Plain forms (no
 * JavaScript needed), each same-origin checked:
 *
 * - `intent=invite` with `email`, `name`, `role` (owner or crew): a new account and its single-use invitation link
 *   (7 days) by e-mail; they choose their password and set up their second factor.
 * - `intent=person` with `person`, `name`, `phone` (for texts about their jobs) and `crew` (a crew's id, or empty).
 * - `intent=disable` / `intent=enable` with `person`: a disabled account signs in no more, its sessions end at once.
 * - `intent=reset-mfa` with `person` ("Send a new sign-in link", issue 44): their sign-in codes, passkeys and calendar
 *   feed are removed, their sessions end, and a new single-use set-up link (24 hours) is e-mailed to them.
 * - `intent=resend-invite` with `person` ("Resend invitation"): for someone who has not accepted yet, a new link (7
 *   days) replaces the old one, e-mailed.
 * The links' e-mails keep a slot for the token, written in as they are sent (docs/decisions/0041).
 * - `intent=crew-week` with `crew`, `days` (0 = Sunday, several), `starts`, `ends`, `services` (several): the crew's
 *   week; `intent=crew-time-off-add` with `crew`, `offFrom`, `offTo`, `offStarts`, `offEnds` (hours within one date;
 *   empty: whole days), `offNote`; `intent=crew-time-off-remove` with `crew` and `off` (its row). Saved and planned as
 *   `POST /admin/crews.json` does (docs/decisions/0044): the answer names the jobs moved and those no crew can keep.
 * - `intent=crew-create` with `name`; `intent=crew-rename` with `crew` and `name`; `intent=crew-delete` with `crew`
 *   (its jobs become unassigned).
 */
import { data, Form } from "react-router";
import { AdminCard, adminInput, Notice, SelectField, TextField } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { smsNumber } from "~/domain/booking/sms-number.server";
import { invitationNotice, setUpLinkNotice } from "~/owner/notices.server";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { CREW_NAME_MAX, PERSON_NAME_MAX, ROLES, type Role } from "~/domain/staff";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/request-body.server";
import { formatLocalStamp } from "~/domain/booking/dates";
import { getCatalog, refreshCatalog } from "~/catalog/catalog.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { CrewWeekSection } from "~/components/sections/admin/crew-week";
import { saveCrewWeekForm } from "~/planning/crew-week-save.server";
import { crewsDocument } from "~/planning/planning.server";
import type { Route } from "./+types/admin.team";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireOwner(request);
  const { owners, crews } = getStorage();
  await refreshCatalog();
  const [people, crewList, pending, weeks] = await Promise.all([
    owners.list(),
    crews.list(),
    owners.pendingInvitations(),
    crewsDocument(getStorage(), getCatalog(), bookingOptionsFrom(context).now ?? new Date()),
  ]);
  return {
    me: me.id,
    people: people.map((p) => ({
      id: p.id,
      email: p.email,
      name: p.name,
      phone: p.phone,
      role: p.role,
      crewId: p.crewId,
      mfa: p.mfa,
      disabled: p.disabledAt !== null,
      invitedUntil: pending.get(p.id) ?? null,
    })),
    crews: crewList.map((c) => ({ id: c.id, name: c.name, members: c.members.map((m) => m.name ?? m.email) })),
    weeks: weeks.crews,
  };
}

type Answer = { ok: string | null; error: string | null; field?: string };
const fail = (error: string, status = 400, field?: string) => data<Answer>({ ok: null, error, field }, { status });

const NAME_MAX = PERSON_NAME_MAX;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = await requireOwner(request);
  const form = await readFormBody(request).catch(() => null);
  if (!form) return fail("The form could not be read. Please try again.");
  const { owners, crews } = getStorage();
  const text = (name: string) => (form.get(name) ?? "").trim();
  const id = (name: string) => (/^\d{1,12}$/.test(text(name)) ? Number(text(name)) : null);
  // the clock: the request's (a test's), else the machine's
  const now = bookingOptionsFrom(context).now ?? new Date();
  switch (form.get("intent")) {
    case "invite": {
      const role = text("role") as Role;
      if (!ROLES.includes(role)) return fail("Choose owner or crew.", 400, "invite-role");
      const name = text("name");
      if (name.length > NAME_MAX) return fail(`Keep the name under ${NAME_MAX} characters.`, 400, "invite-name");
      const answer = await owners.invite(
        text("email"),
        { role, name: name || null },
        (account, token) =>
          invitationNotice(account, token, { siteUrl: getEnv().SITE_URL, now, invitedBy: me.name ?? me.email }),
        now,
      );
      if (answer.kind === "invalid") return fail(answer.message, 400, "invite-email");
      if (answer.kind === "taken") return fail(`${text("email")} has an account already.`, 409, "invite-email");
      return { ok: `Invitation sent to ${answer.account.email}. The link works once, for 7 days.`, error: null };
    }
    case "person": {
      const person = id("person");
      const account = person === null ? null : await owners.get(person);
      if (!account) return fail("No such person.", 404);
      const name = text("name");
      if (name.length > NAME_MAX) return fail(`Keep the name under ${NAME_MAX} characters.`);
      const phoneText = text("phone");
      const phone = phoneText === "" ? null : smsNumber(phoneText);
      if (phoneText !== "" && !phone)
        return fail("Please enter a US mobile number, e.g. (214) 555-0142, or leave it empty.");
      const crewText = text("crew");
      const crewId = crewText === "" ? null : id("crew");
      if (crewText !== "" && (crewId === null || !(await crews.get(crewId)))) return fail("No such crew.", 404);
      await owners.setProfile(account.id, { name: name || null, phone });
      await crews.setCrewOf(account.id, crewId);
      return { ok: `Saved ${account.email}.`, error: null };
    }
    case "disable":
    case "enable": {
      const person = id("person");
      if (person === null) return fail("No such person.", 404);
      if (person === me.id) return fail("You cannot disable your own account.", 409);
      const disabling = form.get("intent") === "disable";
      if (!(await owners.setDisabled(person, disabling, now))) return fail("No such person.", 404);
      return { ok: disabling ? "Disabled: their sessions have ended." : "Enabled again.", error: null };
    }
    case "reset-mfa": {
      const person = id("person");
      if (person === null) return fail("No such person.", 404);
      if (person === me.id)
        return fail("You cannot reset your own sign-in here: use the Security page, or ask another owner.", 409);
      const reset = await owners.resetWithSetUpLink(
        person,
        (account, slot) =>
          setUpLinkNotice(account, slot, { siteUrl: getEnv().SITE_URL, now, sentBy: me.name ?? me.email }),
        now,
      );
      if (!reset) return fail("No such person.", 404);
      return {
        ok: `A new sign-in link was sent to ${reset.email} (it works once, for 24 hours). Their codes and passkeys were reset and their sessions ended.`,
        error: null,
      };
    }
    case "resend-invite": {
      const person = id("person");
      const account = person === null ? null : await owners.get(person);
      if (!account) return fail("No such person.", 404);
      const sent = await owners.reinvite(
        account.id,
        (invited, slot) =>
          invitationNotice(invited, slot, { siteUrl: getEnv().SITE_URL, now, invitedBy: me.name ?? me.email }),
        now,
      );
      if (!sent) return fail(`${account.email} has no invitation waiting: they accepted it, or are disabled.`, 409);
      return { ok: `A new invitation was sent to ${sent.email}; the earlier link no longer works.`, error: null };
    }
    case "crew-create":
    case "crew-rename": {
      const name = text("name");
      if (name === "" || name.length > CREW_NAME_MAX)
        return fail(`Give the crew a name of 1 to ${CREW_NAME_MAX} characters.`, 400, "crew-name");
      if (form.get("intent") === "crew-create") {
        const made = await crews.create(name, now);
        return made.kind === "taken"
          ? fail(`There is a crew named ${name} already.`, 409, "crew-name")
          : { ok: `${name} made.`, error: null };
      }
      const crew = id("crew");
      const renamed = crew === null ? "not-found" : await crews.rename(crew, name);
      if (renamed === "not-found") return fail("No such crew.", 404);
      if (renamed === "taken") return fail(`There is a crew named ${name} already.`, 409);
      return { ok: `Renamed to ${name}.`, error: null };
    }
    case "crew-week":
    case "crew-time-off-add":
    case "crew-time-off-remove":
      return saveCrewWeek(String(form.get("intent")), form, id("crew"), now);
    case "crew-delete": {
      const crew = id("crew");
      if (crew === null || !(await crews.remove(crew))) return fail("No such crew.", 404);
      return { ok: "Crew deleted: its jobs have no crew now.", error: null };
    }
    default:
      return fail("Unknown action.");
  }
}

/** A crew's week or time off changed from the Team page: saved and planned as the crews.json document is. */
async function saveCrewWeek(intent: string, form: URLSearchParams, crewId: number | null, now: Date) {
  const saved = await saveCrewWeekForm(intent, form, crewId, now);
  return "ok" in saved ? { ok: saved.ok, error: null } : fail(saved.error, saved.status);
}

export function meta() {
  return [{ title: brandTitle("Team") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { people, crews, me, weeks } = loaderData;
  const weekOf = (id: number) => weeks.find((w) => w.id === id);
  const crewOptions = [["", "No crew"] as const, ...crews.map((c) => [String(c.id), c.name] as const)];
  return (
    <div className="mt-6 space-y-4">
      <h1 className="text-2xl font-extrabold text-navy-900">Team</h1>
      {actionData?.ok ? <Notice>{actionData.ok}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}

      <AdminCard title="Invite someone" id="invite-title">
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="invite" />
          <TextField
            label="E-mail"
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
          />
          <TextField
            label="Name (first name is what customers see)"
            id="invite-name"
            name="name"
            maxLength={NAME_MAX}
          />
          <SelectField
            label="Role"
            id="invite-role"
            name="role"
            defaultValue="crew"
            options={[
              ["crew", "Crew: their crew's jobs only"],
              ["owner", "Owner: everything"],
            ]}
          />
          <div className="flex items-end">
            <Button type="submit">Send the invitation</Button>
          </div>
        </Form>
      </AdminCard>

      <AdminCard title="People" id="people-title">
        <ul className="space-y-4" data-testid="people">
          {people.map((p) => (
            <li key={p.id} className="rounded-md border border-border p-3">
              <p className="font-semibold text-navy-900 wrap-anywhere">
                {p.name ? `${p.name} · ` : ""}
                {p.email}
              </p>
              <p className="text-sm text-muted-foreground">
                {p.role === "owner" ? "Owner" : "Crew"} ·{" "}
                {p.disabled
                  ? "disabled"
                  : p.invitedUntil
                    ? `invited, link valid until ${formatLocalStamp(p.invitedUntil)}`
                    : p.mfa
                      ? "active, sign-in codes on"
                      : "active, sign-in codes not set up"}
                {p.crewId ? ` · ${crews.find((c) => c.id === p.crewId)?.name ?? ""}` : ""}
              </p>
              <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-4">
                <input type="hidden" name="intent" value="person" />
                <input type="hidden" name="person" value={p.id} />
                <TextField
                  label={`Name (${p.email})`}
                  id={`name-${p.id}`}
                  name="name"
                  defaultValue={p.name ?? ""}
                  maxLength={NAME_MAX}
                />
                <TextField
                  label={`Mobile for texts (${p.email})`}
                  id={`phone-${p.id}`}
                  name="phone"
                  type="tel"
                  defaultValue={p.phone ?? ""}
                />
                <SelectField
                  label={`Crew (${p.email})`}
                  id={`crew-${p.id}`}
                  name="crew"
                  defaultValue={p.crewId ? String(p.crewId) : ""}
                  options={crewOptions}
                />
                <div className="flex items-end">
                  <Button type="submit" variant="outline" aria-label={`Save ${p.email}`}>
                    Save
                  </Button>
                </div>
              </Form>
              {p.id === me ? null : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value={p.disabled ? "enable" : "disable"} />
                    <input type="hidden" name="person" value={p.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      aria-label={`${p.disabled ? "Enable" : "Disable"} ${p.email}`}
                    >
                      {p.disabled ? "Enable" : "Disable"}
                    </Button>
                  </Form>
                  {p.disabled ? null : p.invitedUntil ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend-invite" />
                      <input type="hidden" name="person" value={p.id} />
                      <Button type="submit" variant="outline" aria-label={`Resend invitation to ${p.email}`}>
                        Resend invitation
                      </Button>
                    </Form>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="reset-mfa" />
                      <input type="hidden" name="person" value={p.id} />
                      <Button type="submit" variant="outline" aria-label={`Send a new sign-in link to ${p.email}`}>
                        Send a new sign-in link
                      </Button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      </AdminCard>

      <AdminCard title="Crews" id="crews-title">
        {crews.length === 0 ? <p className="text-navy-900">No crew yet: make one, then put people in it.</p> : null}
        <ul className="space-y-3" data-testid="crews">
          {crews.map((c) => (
            <li key={c.id} className="rounded-md border border-border p-3">
              <p className="font-semibold text-navy-900">
                {c.name}: {c.members.length === 0 ? "nobody yet" : c.members.join(", ")}
              </p>
              <div className="mt-2 flex flex-wrap items-end gap-2">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="crew-rename" />
                  <input type="hidden" name="crew" value={c.id} />
                  <TextField
                    label={`New name (${c.name})`}
                    id={`crew-name-${c.id}`}
                    name="name"
                    defaultValue={c.name}
                    maxLength={CREW_NAME_MAX}
                  />
                  <Button type="submit" variant="outline" aria-label={`Rename ${c.name}`}>
                    Rename
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="crew-delete" />
                  <input type="hidden" name="crew" value={c.id} />
                  <Button type="submit" variant="outline" aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                </Form>
              </div>
              {weekOf(c.id) ? <CrewWeekSection crew={weekOf(c.id)!} /> : null}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="crew-create" />
          <div className="min-w-0 flex-1">
            <label htmlFor="crew-name" className="block text-sm font-semibold text-navy-900">
              New crew's name
            </label>
            <input
              id="crew-name"
              name="name"
              className={adminInput}
              maxLength={CREW_NAME_MAX}
              placeholder="Crew A"
              required
            />
          </div>
          <Button type="submit">Make the crew</Button>
        </Form>
      </AdminCard>
    </div>
  );
}
