import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";
import { createQueryClient } from "~/utils/query";

/**
 * TanStack Query with the defaults and default query function of SPEC.md section 7. Mounted by the routes that
 * fetch (the booking page), so the pages that never fetch do not download it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
