/**
 * The paths of the route table (app/routes.ts, beside this file) whose next segment is a secret token, the only key to
 * what it opens: a customer's page and its parts (calendar file, photos), a person's calendar feed, an owner's
 * enrolment link and an invitation (docs/decisions/0031, 0036, 0039). The request log writes these tokens as `:token`
 * (app/utils/logger.server.ts); a test walks the route table and fails on a `:token` route missing here.
 */
export const TOKEN_PATHS = ["/booking/confirmed/", "/calendar/", "/admin/enrol/", "/admin/invite/"] as const;
