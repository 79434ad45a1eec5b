/**
 * The job page's steps as its crew presses them (docs/decisions/0039; issue 44), each one form that works without
 * JavaScript: the money collected, On my way (asked once more before the customer is texted), Started, the checklist
 * and Done.
 */
import type * as React from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ON_MY_WAY_MINUTES } from "~/domain/booking/changes";
import { formatLocalStamp } from "~/domain/booking/dates";
import { COLLECT_METHODS, type nextStep } from "~/domain/job";
import { formatCents } from "~/domain/money";
import { AdminCard, adminInput } from "./ui";

/** "Collected $X by card, cash or check": the amount left to collect, taken by the crew. */
export function CollectForm({ cents }: { cents: number }) {
  return (
    <Form method="post" className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="collected" />
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Collected {formatCents(cents)} by</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {COLLECT_METHODS.map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-2 text-navy-900">
              <input type="radio" name="method" value={method} required />
              {method}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="outline">
        Record {formatCents(cents)} collected
      </Button>
    </Form>
  );
}

/** The step to press now: On my way (or its question), Started; or what the day's steps came to. */
export function JobStepsCard({
  step,
  today,
  startedAt,
  confirm,
}: {
  step: ReturnType<typeof nextStep>;
  today: boolean;
  startedAt: string | null;
  /** On my way, pressed once: the question asked before the customer is texted. */
  confirm?: { minutes: number; question: string };
}) {
  const underWay = step === "checklist" || step === "done";
  return (
    <AdminCard title="Steps" id="steps-title">
      {!today && step !== "finished" ? (
        <p className="text-navy-900">The steps are pressed on the job's day.</p>
      ) : step === "finished" ? (
        <p className="text-navy-900">Done{startedAt ? ` (started ${formatLocalStamp(startedAt)})` : ""}.</p>
      ) : (
        <div className="space-y-3">
          {step === "on-my-way" && confirm ? (
            <Form method="post" className="space-y-2 rounded-md border border-border p-3">
              <input type="hidden" name="intent" value="on-my-way" />
              <input type="hidden" name="minutes" value={confirm.minutes} />
              <input type="hidden" name="confirm" value="yes" />
              <p className="font-semibold text-navy-900">{confirm.question}</p>
              <p className="text-sm text-navy-900">They are told you arrive in about {confirm.minutes} minutes.</p>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit">Yes, text them</Button>
                <Link to="." className="font-semibold text-navy-900 underline">
                  Not yet
                </Link>
              </div>
            </Form>
          ) : step === "on-my-way" ? (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="on-my-way" />
              <div>
                <label htmlFor="minutes" className="block text-sm font-semibold text-navy-900">
                  Arriving in
                </label>
                <select id="minutes" name="minutes" defaultValue="30" className={adminInput}>
                  {ON_MY_WAY_MINUTES.map((m) => (
                    <option key={m} value={m}>
                      {m} minutes
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit">On my way</Button>
            </Form>
          ) : null}
          {step === "on-my-way" || step === "started" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" variant={step === "started" ? "default" : "outline"}>
                Started
              </Button>
            </Form>
          ) : null}
          {underWay ? (
            <p className="text-navy-900">
              Started{startedAt ? ` ${formatLocalStamp(startedAt)}` : ""}. Go through the checklist, then press Done at
              its end.
            </p>
          ) : null}
        </div>
      )}
    </AdminCard>
  );
}

/** A tick's form: one press records `state` for the item (`done`, `not-possible` with the reason, or `clear`). */
function TickForm({
  item,
  state,
  className,
  children,
}: {
  item: { key: string };
  state: "done" | "not-possible" | "clear";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="tick" />
      <input type="hidden" name="key" value={item.key} />
      <input type="hidden" name="state" value={state} />
      {children}
    </Form>
  );
}

/**
 * The checklist, each item ticked (checked, or not possible and why) or undone once under way; then Done, or its
 * question when Done was pressed without any After photo (issue 55): the same intent with `confirm=yes`, as On my way's.
 */
export function JobChecklistCard({
  step,
  checklist,
  finish,
}: {
  step: ReturnType<typeof nextStep>;
  checklist: { key: string; label: string; state: "done" | "not-possible" | null; reason: string | null }[];
  /** Done, pressed once without any After photo: the question asked before the report goes without photos. */
  finish?: { question: string };
}) {
  const underWay = step === "checklist" || step === "done";
  return (
    <AdminCard title="Checklist" id="checklist-title">
      <ol className="space-y-3" data-testid="checklist">
        {checklist.map((item) => (
          <li key={item.key} className="rounded-md border border-border p-3">
            <p className="font-semibold text-navy-900">
              {item.state === "done" ? "✓ " : item.state === "not-possible" ? "✗ " : ""}
              {item.label}
            </p>
            {item.state === "not-possible" ? (
              <p className="text-sm text-navy-900 wrap-anywhere">Not possible: {item.reason}</p>
            ) : null}
            {underWay ? (
              item.state === null ? (
                <div className="mt-2 space-y-2">
                  <TickForm item={item} state="done">
                    <Button type="submit" variant="outline" aria-label={`Checked: ${item.label}`}>
                      ✓ Checked
                    </Button>
                  </TickForm>
                  <TickForm item={item} state="not-possible" className="flex flex-wrap items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`reason-${item.key}`} className="block text-sm font-semibold text-navy-900">
                        Why not possible ({item.label})
                      </label>
                      <input id={`reason-${item.key}`} name="reason" maxLength={300} className={adminInput} />
                    </div>
                    <Button type="submit" variant="outline" aria-label={`Not possible: ${item.label}`}>
                      Not possible
                    </Button>
                  </TickForm>
                </div>
              ) : (
                <TickForm item={item} state="clear" className="mt-2">
                  <Button type="submit" variant="outline" aria-label={`Undo: ${item.label}`}>
                    Undo
                  </Button>
                </TickForm>
              )
            ) : null}
          </li>
        ))}
      </ol>
      {step === "done" && finish ? (
        <Form method="post" className="mt-4 space-y-2 rounded-md border border-border p-3">
          <input type="hidden" name="intent" value="done" />
          <input type="hidden" name="confirm" value="yes" />
          <p className="font-semibold text-navy-900">{finish.question}</p>
          <p className="text-sm text-navy-900">
            To add them, choose After the work under Photos, then press Done again.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">Yes, finish without photos</Button>
            <Link to="." className="font-semibold text-navy-900 underline">
              Not yet
            </Link>
          </div>
        </Form>
      ) : underWay ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="done" />
          <Button type="submit" disabled={step !== "done"} aria-describedby="done-help">
            Done
          </Button>
          <p id="done-help" className="mt-1 text-sm text-muted-foreground">
            {step === "done"
              ? "Every item is through: Done completes the job and sends the customer the report."
              : "Go through the checklist first: tick each item, or say why it was not possible."}
          </p>
        </Form>
      ) : null}
    </AdminCard>
  );
}
