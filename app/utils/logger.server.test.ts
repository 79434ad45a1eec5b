import { Writable } from "node:stream";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { TOKEN_PATHS } from "../token-paths";
import { createLogger, scrubLogLine } from "./logger.server";

/** A logger at "info" whose lines are kept, one string a line. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("info", sink as never) };
}

describe("log lines", () => {
  it("never hold a page token, an e-mail address or a phone number, stack traces included", () => {
    const { lines, logger } = capturedLogger();
    const token = "7K3F9Qabcdefghijklmnopqrstuvwxyz012345";
    const error = new Error(`No action for POST /booking/confirmed/${token}?x=1 from ada.lovelace+ns@example.com`);
    logger.error({ err: error, path: `/booking/confirmed/${token}/calendar.ics` }, "server error");
    logger.warn(
      { err: "550 mailbox <bob@example.org> unavailable; call (214) 555-0142 or 214.555.0143" },
      "e-mail not sent",
    );
    logger.info(
      { next: `/admin/login?next=%2Fbooking%2Fconfirmed%2F${token}`, ms: 1234567890.5, port: 3000 },
      "request",
    );
    const enrolment = "q2Jk8WbX1-5mZr0sT_9uVyA3cDeFgHiJkLmNoPqRsTu";
    logger.info({ path: `/admin/enrol/${enrolment}`, status: 303 }, "request");
    const feed = "Zx9Jk8WbX1-5mZr0sT_9uVyA3cDeFgHiJkLmNoPqRsT";
    logger.info({ path: `/calendar/${feed}.ics`, status: 200 }, "request");
    const all = lines.join("");
    expect(lines).toHaveLength(5);
    for (const secret of [token, enrolment, feed, "ada.lovelace", "example.com", "bob@", "555-0142", "555.0143"])
      expect(all).not.toContain(secret);
    expect(all).toContain("/booking/confirmed/:token?x=1");
    expect(all).toContain("/booking/confirmed/:token/calendar.ics");
    expect(all).toContain('"path":"/admin/enrol/:token"');
    expect(all).toContain('"path":"/calendar/:token"');
    expect(all).toContain("%2Fbooking%2Fconfirmed%2F:token");
    expect(all).toContain("[e-mail]");
    expect(all).toContain("[phone]");
    expect(all).toContain('"ms":1234567890.5');
    expect(JSON.parse(lines[0]!).err.stack).toContain("at "); // the stack is kept, scrubbed
  });

  it("leave times, dates, references and amounts alone", () => {
    const line =
      '{"time":"2026-11-26T06:40:03.584Z","reference":"NS-7K3F9Q","date":"2026-07-01","cents":34375,"pid":12345}';
    expect(scrubLogLine(line)).toBe(line);
  });
});

/** Every path of the route table (app/routes.ts), children under their parents'. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [own]), ...routePaths(entry.children ?? [], own)];
  });
}

describe("the request log of every path that carries a token (issue 44)", () => {
  const tokenRoutes = routePaths(routes).filter((p) => /:token\b/.test(p));

  it("finds the token routes in the route table: invitations, enrolment, feeds, customers' pages and their parts", () => {
    expect(tokenRoutes).toEqual(
      expect.arrayContaining([
        "/booking/confirmed/:token",
        "/booking/confirmed/:token/calendar.ics",
        "/booking/confirmed/:token/photos/:id",
        "/calendar/:token.ics",
        "/admin/enrol/:token",
        "/admin/invite/:token",
      ]),
    );
    // the one list the scrubber reads is the route table's: each token follows one of its paths, each path has a route
    const before = new Set(tokenRoutes.map((p) => p.slice(0, p.indexOf(":token"))));
    expect([...before].sort()).toEqual([...TOKEN_PATHS].sort());
  });

  it("holds no token of any of them: as a request's path, in a sign-in's `next`, in an error's message", () => {
    const { lines, logger } = capturedLogger();
    const token = "Tk9_secret-q2Jk8WbX1-5mZr0sT";
    for (const template of tokenRoutes) {
      const path = template.replace(/:token\b/, token).replace(/:\w+/g, "12");
      logger.info({ method: "GET", path, status: 200, ms: 3.1 }, "request");
      logger.info({ path: `/admin/login?next=${encodeURIComponent(path)}` }, "request");
      logger.error({ err: new Error(`No action for POST ${path}?x=1`) }, "server error");
      const logged = lines.splice(0).join("");
      expect(logged, template).not.toContain(token);
      expect(logged, template).toContain(":token");
    }
  });
});
