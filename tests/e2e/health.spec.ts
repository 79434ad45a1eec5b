import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { addOwner, signIn } from "../support/admin";
import { apiBooking, bookThroughApi, dateAhead, uniqueContact } from "../support/booking";
import { E2E_PORT, ownServer } from "../support/e2e-env";
import { expectNoAxeViolations, expectNoSidewaysScroll, viewports, watchConsole } from "../support/page-check";
import { rowsIn } from "../support/server-database";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, type Page, test } from "../support/test";

/**
 * The owner's health page (issue 40, docs/decisions/0040) against a real SMTP server that refuses the customers'
 * addresses: the e-mail line turns amber at the first failure, red at the third within an hour, with the server's
 * own words; the owners are e-mailed once about it, however often the page is looked at. On a phone, axe-clean.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, base: BASE, database: DB } = ownServer("health", 4340);
const BACKUPS = `test-results/e2e-backups-health-${E2E_PORT}`;
let server: ServerProcess;
let smtp: SMTPServer;
const accepted: { to: string; subject: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB, BACKUPS);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // the customers' mailboxes are refused, the owners' accepted
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("e2e-")) {
        const error = Object.assign(new Error("Mailbox unavailable: the test's server refuses customers"), {
          responseCode: 550,
        });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      void simpleParser(stream).then((mail) => {
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), subject: mail.subject ?? "" });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startServer(PORT, {
    DATABASE_PATH: DB,
    BACKUP_DIR: BACKUPS,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SITE_URL: BASE,
    BOOKING_LIMIT_PER_10_MINUTES: "50",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The health alerts in the server's outbox (read beside it). */
const healthRows = () =>
  rowsIn<{ recipient: string; status: string }>(
    DB,
    "SELECT recipient, status FROM outbox WHERE event = 'health' ORDER BY id",
  );

const markOf = (page: Page, check: string) => page.locator(`[data-check="${check}"] [data-mark]`).first();

async function book(page: Page, i: number) {
  await bookThroughApi(page.request, apiBooking(dateAhead(20 + i), "11:00", uniqueContact(`health-${i}`)), BASE);
}

test("e-mails refused: amber, then red with the server's words; the owners are told once; phone-width, axe-clean", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const owner = addOwner(DB, "health");
  await signIn(page, owner, BASE);
  await page.goto(`${BASE}/admin/health`);
  await expect(page.locator("h1")).toHaveText("Health");
  await expect(markOf(page, "email")).toHaveAttribute("data-mark", "green");
  await expect(page.locator('[data-check="email"]')).toContainText("None failed in the last day.");
  await expect(page.getByText(/^Version \S+, running since /)).toBeVisible();

  // one customer's e-mail refused: amber, with what the server said
  await book(page, 0);
  await expect
    .poll(async () => (await page.reload(), await markOf(page, "email").getAttribute("data-mark")), { timeout: 20_000 })
    .toBe("amber");
  const email = page.locator('[data-check="email"]');
  await expect(email).toContainText("1 failed in the last day.");
  await expect(email).toContainText("Mailbox unavailable: the test's server refuses customers");
  await expect(email).toContainText("What to do:");

  // three within the hour: red, and the owners are e-mailed about it, once
  await book(page, 1);
  await book(page, 2);
  await expect
    .poll(async () => (await page.reload(), await markOf(page, "email").getAttribute("data-mark")), { timeout: 20_000 })
    .toBe("red");
  const alerts = () => accepted.filter((m) => m.subject.includes("E-mails need attention"));
  // the alerts in the outbox (one per owner, of whom there is one), once the worker has sent them: exact counts
  const alertRows = () => healthRows().map((r) => `${r.recipient} ${r.status}`);
  await expect.poll(alertRows, { timeout: 20_000 }).toEqual([`${owner} sent`]);
  expect(alerts().map((m) => m.to)).toEqual([owner]);
  await page.reload();
  await expect(email).toContainText(/The owners were e-mailed about it at /);
  await expect(page.locator("h1 + [data-mark]")).toHaveAttribute("data-mark", "red");
  // looked at again: each look evaluates (and records) before it answers, and queues nothing more
  for (let i = 0; i < 3; i++) await page.reload();
  expect(alertRows()).toEqual([`${owner} sent`]);
  expect(alerts()).toHaveLength(1);

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("health-phone.png"), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
