import { Icon } from "~/components/ui/icon";
import { Toast as ToastPrimitive } from "radix-ui";
import { dismissToast, useToast } from "~/hooks/use-toast";
import { toastSettings } from "~/lib/settings";
import { cn } from "~/lib/utils";

/** Renders the toast queue (one at a time). Swipe right to dismiss; F8 focuses the viewport. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={toastSettings.duration}
      swipeDirection={toastSettings.swipeDirection}
      swipeThreshold={toastSettings.swipeThreshold}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-slot="toast"
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
            t.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-900"
              : "border-border bg-white text-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title ? <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title> : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:text-foreground"
          >
            <Icon name="x" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastSettings.hotkey]}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
      />
    </ToastPrimitive.Provider>
  );
}
