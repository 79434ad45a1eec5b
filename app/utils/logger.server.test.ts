import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, scrubLogLine } from "./logger.server";

describe("log lines", () => {
  it("never hold a page token, an e-mail address or a phone number, stack traces included", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink as never);
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
