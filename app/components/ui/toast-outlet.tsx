import { lazy, Suspense, useEffect, useState } from "react";
import { getToastState, subscribeToasts } from "~/hooks/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster only once the first toast is raised, so pages that
 * never show a toast never download its code.
 */
export function ToastOutlet() {
  const [needed, setNeeded] = useState(() => getToastState().toasts.length > 0);
  useEffect(() => {
    if (needed) return;
    return subscribeToasts((state) => {
      if (state.toasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
