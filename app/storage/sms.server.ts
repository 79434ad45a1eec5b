/**
 * Text-message replies (docs/decisions/0035): every STOP / START / HELP per number, and the numbers that opted out
 * (a STOP, until a START). An opted-out number is sent nothing more. Server only.
 */
import type { Db } from "./db.server.ts";

export type SmsKeyword = "STOP" | "START" | "HELP";

export class SmsStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Records a reply, and opts the number out (STOP) or in again (START), in one transaction; once per Twilio message
   * (`messageSid`): a message applied before (a retry, or a captured START replayed after a STOP) changes nothing and
   * answers false. The ids applied are kept apart from the replies (no number with them), so an erasure does not
   * make an old message new again.
   */
  async reply(phone: string, keyword: SmsKeyword, now: Date, messageSid: string): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const fresh = await db.run("INSERT INTO sms_inbound (message_sid, at) VALUES (?, ?) ON CONFLICT DO NOTHING", [
        messageSid,
        now.toISOString(),
      ]);
      if (fresh === 0) return false;
      await db.run("INSERT INTO sms_replies (at, phone, keyword) VALUES (?, ?, ?)", [
        now.toISOString(),
        phone,
        keyword,
      ]);
      if (keyword === "STOP")
        await db.run("INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?) ON CONFLICT (phone) DO NOTHING", [
          phone,
          now.toISOString(),
        ]);
      if (keyword === "START") await db.run("DELETE FROM sms_opt_outs WHERE phone = ?", [phone]);
      return true;
    });
  }

  async isOptedOut(phone: string): Promise<boolean> {
    return (await this.db.get("SELECT 1 AS out FROM sms_opt_outs WHERE phone = ?", [phone])) !== undefined;
  }
}
