import { getService } from "~/content/services";
import { serviceIds } from "~/content/service-ids";
import { WEEKDAY_NAMES } from "~/domain/catalog";
import type { CrewWeek } from "~/domain/planner";
import { Button } from "~/components/ui/button";
import { IntentButton, IntentForm } from "~/components/ui/intent-form";
import { TextField } from "./ui";

/** A stretch of time off as the owner reads it: "Dec 24 to Dec 26, whole days: Holidays". */
function offWords(off: CrewWeek["timeOff"][number]) {
  const days = off.from === off.to ? off.from : `${off.from} to ${off.to}`;
  const hours = off.starts && off.ends ? `${off.starts}-${off.ends}` : "whole day" + (off.from === off.to ? "" : "s");
  return `${days}, ${hours}${off.note ? `: ${off.note}` : ""}`;
}

/** Boxes to tick under one name (`name` sent once per ticked box), each a touch target of 44 px. */
function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  checked: (value: string) => boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-navy-900">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked(value)}
              className="size-5 accent-navy-900"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A crew's week on the Team page (issue 46, docs/decisions/0044): its working days, hours and services, and its time
 * off (listed, each with Remove; one added at a time). Plain forms: they work without JavaScript.
 */
export function CrewWeekSection({ crew }: { crew: CrewWeek }) {
  const id = (name: string) => `crew-${crew.id}-${name}`;
  const fields = { crew: crew.id };
  return (
    <div className="mt-3 space-y-3 border-t border-border pt-3">
      <IntentForm intent="crew-week" fields={fields} className="space-y-3">
        <CheckboxGroup
          legend={`Working days (${crew.name})`}
          name="days"
          options={WEEKDAY_NAMES.map((day, d) => [String(d), day.slice(0, 3)] as const)}
          checked={(value) => crew.days.includes(Number(value))}
        />
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField label="Starts" id={id("starts")} name="starts" type="time" defaultValue={crew.starts} required />
          <TextField label="Ends" id={id("ends")} name="ends" type="time" defaultValue={crew.ends} required />
        </div>
        <CheckboxGroup
          legend="Services it does"
          name="services"
          options={serviceIds.map((service) => [service, getService(service)?.shortTitle ?? service] as const)}
          checked={(value) => crew.services.includes(value)}
        />
        <Button type="submit" variant="outline">
          Save the week<span className="sr-only"> of {crew.name}</span>
        </Button>
      </IntentForm>

      <div>
        <h3 className="text-sm font-semibold text-navy-900">Time off ({crew.name})</h3>
        {crew.timeOff.length === 0 ? (
          <p className="text-sm text-muted-foreground">None ahead.</p>
        ) : (
          <ul className="mt-1 space-y-1" data-testid={`crew-${crew.id}-time-off`}>
            {crew.timeOff.map((off, i) => (
              <li key={`${off.from}-${off.starts}-${i}`} className="flex flex-wrap items-center gap-2 text-navy-900">
                <span>{offWords(off)}</span>
                <IntentButton intent="crew-time-off-remove" fields={{ ...fields, off: i }} variant="ghost" size="sm">
                  Remove<span className="sr-only"> {offWords(off)}</span>
                </IntentButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* a new form once the stretch is added (its fields empty again) */}
      <IntentForm
        key={crew.timeOff.length}
        intent="crew-time-off-add"
        fields={fields}
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
      >
        <TextField label="Off from" id={id("off-from")} name="offFrom" type="date" required />
        <TextField label="To (included)" id={id("off-to")} name="offTo" type="date" />
        <TextField label="From (hours only)" id={id("off-starts")} name="offStarts" type="time" />
        <TextField label="Until" id={id("off-ends")} name="offEnds" type="time" />
        <div className="col-span-2 sm:col-span-1">
          <TextField label="Note" id={id("off-note")} name="offNote" maxLength={200} />
        </div>
        <div className="col-span-2 sm:col-span-5">
          <Button type="submit" variant="outline">
            Add time off<span className="sr-only"> for {crew.name}</span>
          </Button>
        </div>
      </IntentForm>
    </div>
  );
}
