/** A list whose items each begin with a check mark (what a service, a bundle or a package includes). */
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

export function CheckItem({
  children,
  className = "flex gap-2",
  iconClassName = "mt-0.5 size-4 shrink-0 text-success",
}: {
  children: ReactNode;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <li className={className}>
      <Icon name="check" className={iconClassName} />
      {children}
    </li>
  );
}

/** One check item per text, in a `<ul>` (spaced, small text by default). */
export function CheckList({
  items,
  className = "space-y-2 text-sm",
  itemClassName,
  ...props
}: Omit<ComponentProps<"ul">, "children"> & { items: readonly string[]; itemClassName?: string }) {
  return (
    <ul className={className} {...props}>
      {items.map((item) => (
        <CheckItem key={item} className={itemClassName}>
          {item}
        </CheckItem>
      ))}
    </ul>
  );
}
