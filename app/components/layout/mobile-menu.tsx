import { Icon } from "~/components/ui/icon";
import { useRef } from "react";
import { Link } from "react-router";
import { bookLinkIn, mainNavIn, viewServicesLinkIn } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";
import { Button, buttonVariants } from "~/components/ui/button";

const MENU_ID = "mobile-menu";

/**
 * Side sheet on a native modal <dialog>: focus moves in on open, Escape and the
 * close button close it, and focus returns to the menu button. The invoker
 * command attributes open it even before JavaScript has loaded.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const locale = useLocale();
  const t = useT();
  const bookLink = bookLinkIn(locale);
  const invoke = (command: "show-modal" | "close") => ({ commandfor: MENU_ID, command }) as Record<string, string>;

  function open(event: React.MouseEvent) {
    event.preventDefault();
    if (!dialog.current?.open) dialog.current?.showModal();
  }
  function close(event?: React.MouseEvent) {
    event?.preventDefault();
    dialog.current?.close();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label={t("menu.open")}
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        onClick={open}
        {...invoke("show-modal")}
      >
        <Icon name="menu" className="size-6!" />
      </Button>
      <dialog
        ref={dialog}
        id={MENU_ID}
        aria-label={t("menu.label")}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] bg-white p-0 shadow-2xl backdrop:bg-navy-950/50 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-4">
          <p className="font-bold text-navy-900">{t("menu.title")}</p>
          <Button variant="ghost" size="icon" aria-label={t("menu.close")} onClick={close} {...invoke("close")}>
            <Icon name="x" className="size-6!" />
          </Button>
        </div>
        <nav aria-label={t("nav.mobile")} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="grid gap-1">
            {[viewServicesLinkIn(locale), ...mainNavIn(locale)].map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={() => close()}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border p-5">
          <Link
            to={bookLink.href}
            onClick={() => close()}
            className={buttonVariants({ variant: "accent", size: "lg", className: "w-full" })}
          >
            {bookLink.label}
          </Link>
        </div>
      </dialog>
    </>
  );
}
