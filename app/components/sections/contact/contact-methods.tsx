import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { emailHref, phoneHref, site } from "~/content/site";

function MethodCard({
  icon,
  heading,
  children,
  testId,
}: {
  icon: React.ReactNode;
  heading: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <li
      className="flex gap-4 rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)"
      data-testid={testId}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-800 text-white">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-navy-900">{heading}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

/** `hours`: the open days ("Every day") and times ("7:00 AM to 8:00 PM") of the catalog's week in force. */
export function ContactMethods({ hours }: { hours: { days: string; time: string } }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      <MethodCard icon={<Icon name="phone" className="size-5" />} heading="Call us" testId="contact-phone">
        <a href={phoneHref} className="text-xl font-extrabold text-navy-700 underline-offset-4 hover:underline">
          {site.phone}
        </a>
        <p className="mt-1 text-sm text-muted-foreground">Talk to a real person on our local team.</p>
      </MethodCard>
      <MethodCard icon={<Icon name="mail" className="size-5" />} heading="E-mail us" testId="contact-email">
        <a
          href={emailHref}
          className="text-xl font-extrabold break-all text-navy-700 underline-offset-4 hover:underline"
        >
          {site.email}
        </a>
        <p className="mt-1 text-sm text-muted-foreground">Questions, quotes and booking changes.</p>
      </MethodCard>
      <MethodCard icon={<Icon name="clock" className="size-5" />} heading="Hours" testId="contact-hours">
        <p className="text-xl font-extrabold text-navy-900" data-testid="hours-days">
          {hours.days}
        </p>
        <p className="text-lg font-bold text-navy-900" data-testid="hours-time">
          {hours.time}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{site.sameDayNote}.</p>
      </MethodCard>
    </ul>
  );
}
