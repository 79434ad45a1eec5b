import type { ComponentProps, ReactNode } from "react";
import { Form, type FormProps } from "react-router";
import { Button } from "./button";

/**
 * A form that posts one intent to its route's action (which tells its forms apart by `intent`), with the hidden
 * fields that name what it acts on. A plain post: it works without JavaScript.
 */
export function IntentForm({
  intent,
  fields = {},
  children,
  ...props
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
} & Omit<FormProps, "method" | "children">) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** One button that posts one intent (a row's Resend, Refund): an `IntentForm` holding only its submit button. */
export function IntentButton({
  intent,
  fields,
  children,
  ...button
}: { intent: string; fields?: Record<string, string | number>; children: ReactNode } & Omit<
  ComponentProps<typeof Button>,
  "type" | "children"
>) {
  return (
    <IntentForm intent={intent} fields={fields}>
      <Button type="submit" {...button}>
        {children}
      </Button>
    </IntentForm>
  );
}
