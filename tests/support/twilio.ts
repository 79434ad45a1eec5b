/**
 * A local stand-in for Twilio's Messages API (docs/decisions/0035), for tests: `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with Basic auth (the account SID and auth token), form-encoded
 * `To`, `From` (or `MessagingServiceSid`), `Body`, `StatusCallback`; answers 201 with the message's JSON (`sid`
 * "SM…", `status` "queued"), 401 for other credentials, 400 (code 21211) without a `To`. It keeps every message,
 * can be made to fail (503) for the next n requests, and signs what it posts back (delivery reports, replies) as
 * Twilio does: X-Twilio-Signature = base64(HMAC-SHA1(auth token, URL + each parameter's name and value, sorted by
 * name)) — written here on its own, not with the app's code.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export type StandInMessage = { sid: string; to: string; from: string; body: string; statusCallback: string | null };

export type TwilioStandIn = {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages: StandInMessage[];
  /** The numbers of the texts refused with a 503 while failing (each attempt once), in order. */
  refused: string[];
  /** The next `n` requests answer 503, as an outage would. */
  failNext: (n: number) => void;
  /** Posts a signed delivery report of a message to its StatusCallback; resolves with the answer's status. */
  report: (sid: string, status: "sent" | "delivered" | "failed" | "undelivered") => Promise<number>;
  /**
   * Posts a signed reply from a phone to `webhookUrl`, as Twilio forwards an incoming text; `sid` sends the same
   * message again (Twilio's retry, or someone replaying a captured request).
   */
  reply: (webhookUrl: string, from: string, body: string, sid?: string) => Promise<Response>;
  close: () => Promise<void>;
};

export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  let data = url;
  for (const name of Object.keys(params).sort()) data += name + params[name];
  return createHmac("sha1", authToken).update(data).digest("base64");
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const from = "+12145550100";
  const messages: StandInMessage[] = [];
  const refused: string[] = [];
  let failing = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (req.headers.authorization !== expected)
        return json(401, { code: 20003, message: "Authentication Error", status: 401 });
      if (failing > 0) {
        failing--;
        refused.push(new URLSearchParams(raw).get("To") ?? "");
        return json(503, { code: 20503, message: "Service unavailable", status: 503 });
      }
      const form = new URLSearchParams(raw);
      const to = form.get("To");
      if (!to) return json(400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 });
      const message = {
        sid: `SM${randomBytes(16).toString("hex")}`,
        to,
        from: form.get("From") ?? form.get("MessagingServiceSid") ?? "",
        body: form.get("Body") ?? "",
        statusCallback: form.get("StatusCallback"),
      };
      messages.push(message);
      json(201, {
        sid: message.sid,
        account_sid: accountSid,
        to,
        from: message.from,
        body: message.body,
        status: "queued",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const post = (url: string, params: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signTwilio(authToken, url, params),
      },
      body: new URLSearchParams(params),
    });
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    messages,
    refused,
    failNext: (n) => (failing = n),
    report: async (sid, status) => {
      const m = messages.find((x) => x.sid === sid);
      if (!m?.statusCallback) throw new Error(`no message ${sid} with a StatusCallback`);
      const res = await post(m.statusCallback, {
        MessageSid: sid,
        MessageStatus: status,
        AccountSid: accountSid,
        To: m.to,
        From: m.from,
      });
      return res.status;
    },
    reply: (webhookUrl, phone, body, sid) =>
      post(webhookUrl, {
        MessageSid: sid ?? `SM${randomBytes(16).toString("hex")}`,
        AccountSid: accountSid,
        From: phone,
        To: from,
        Body: body,
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
