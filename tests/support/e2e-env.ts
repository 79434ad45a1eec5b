/** Where the browser tests' production server listens and keeps its scratch database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATABASE_PATH = "test-results/e2e-db/bookings.sqlite";
