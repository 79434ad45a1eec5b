/** "October 13, 2026" for an ISO date (YYYY-MM-DD), the same on server and client. */
export function formatPostDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
