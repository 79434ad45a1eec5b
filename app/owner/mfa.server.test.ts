/**
 * The owner's second factor (docs/decisions/0030): codes as RFC 6238 defines them (checked against its published
 * vectors and a reference HOTP written here, not against the library the module uses), one step of drift either way
 * and no more, each step once; recovery codes once each; secrets and the codes' cookie sealed with the server's key.
 */
import { createHash, createHmac } from "node:crypto";
import { encode } from "uqr";
import { describe, expect, it, vi } from "vitest";
import { getStorage } from "../storage/storage.server";
import { seal } from "../utils/server-secret.server";
import {
  checkSecondFactor,
  clearSecondFactorAttempts,
  codeAt,
  confirmEnrolment,
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  recoveryCodesCookie,
  stepOfCode,
  takeSecondFactorAttempt,
} from "./mfa.server";
import { appDatabase } from "../../tests/support/app-database";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

appDatabase("mfa");

/** RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
/** Its published test vectors (8 digits there; an authenticator app shows the last 6). */
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

/** RFC 4226's HOTP (SHA-1, dynamic truncation), written here from the RFC: the reference the module is held to. */
function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of text.replace(/=+$/, "")) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}
function referenceCode(secret: string, step: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}
/** The code an empty key gives at time step `step` (HOTP of no secret at all). */
function emptyKeyCode(step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", Buffer.alloc(0)).update(counter).digest();
  const value = mac.readUInt32BE(mac[mac.length - 1]! & 0xf) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}
const stepAt = (ms: number) => Math.floor(ms / 30_000);
const startOf = (step: number) => step * 30_000;

const EMAIL = "boss@example.com";

describe("codes (RFC 6238: SHA-1, 6 digits, 30-second steps)", () => {
  it("the reference HOTP here reproduces the RFC's published vectors", () => {
    for (const [seconds, code] of RFC_VECTORS)
      expect(referenceCode(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it("accepts the RFC's codes at their time and gives their step; the app's code is the RFC's", () => {
    for (const [seconds, code8] of RFC_VECTORS) {
      const code = code8.slice(-6); // T=59 s: 287082
      const now = seconds * 1000;
      expect(stepOfCode(EMAIL, RFC_SECRET, code, now), `T=${seconds}`).toBe(Math.floor(seconds / 30));
      expect(codeAt(EMAIL, RFC_SECRET, now), `T=${seconds}`).toBe(code);
    }
    expect(stepOfCode(EMAIL, RFC_SECRET, "287082", 59_000)).toBe(1);
  });

  it("takes a code of the step before or after (clock drift), giving the code's own step; refuses one two steps away", () => {
    const now = 1234567890 * 1000;
    const step = stepAt(now);
    for (const drift of [-1, 0, 1])
      expect(stepOfCode(EMAIL, RFC_SECRET, referenceCode(RFC_SECRET, step + drift), now), `drift ${drift}`).toBe(
        step + drift,
      );
    for (const drift of [-2, 2, -3, 3]) {
      const code = referenceCode(RFC_SECRET, step + drift);
      // a real code of that step, not one of the steps accepted
      expect([-1, 0, 1].map((d) => referenceCode(RFC_SECRET, step + d))).not.toContain(code);
      expect(stepOfCode(EMAIL, RFC_SECRET, code, now), `drift ${drift}`).toBeNull();
    }
    // the edges of the step: its first and last millisecond
    const code = referenceCode(RFC_SECRET, step);
    expect(stepOfCode(EMAIL, RFC_SECRET, code, startOf(step + 1) + 29_999)).toBe(step);
    expect(stepOfCode(EMAIL, RFC_SECRET, code, startOf(step + 2))).toBeNull();
    expect(stepOfCode(EMAIL, RFC_SECRET, code, startOf(step - 1))).toBe(step);
    expect(stepOfCode(EMAIL, RFC_SECRET, code, startOf(step - 1) - 1)).toBeNull();
  });

  it("reads a code typed with spaces; refuses any other shape, and any code without a secret", () => {
    const now = 59_000;
    expect(stepOfCode(EMAIL, RFC_SECRET, "287 082", now)).toBe(1);
    expect(stepOfCode(EMAIL, RFC_SECRET, " 287082\t", now)).toBe(1);
    for (const bad of ["28708", "2870820", "94287082", "28708a", "287-082", "", "      "])
      expect(stepOfCode(EMAIL, RFC_SECRET, bad, now), JSON.stringify(bad)).toBeNull();
    expect(stepOfCode(EMAIL, "", "287082", now)).toBeNull();
    // a secret that could not be opened ("") is no secret: the code of an empty key (anyone can make it) is refused
    expect(stepOfCode(EMAIL, "", emptyKeyCode(1), now)).toBeNull();
    // another secret's code is wrong
    expect(stepOfCode(EMAIL, "JBSWY3DPEHPK3PXP", "287082", now)).toBeNull();
  });
});

describe("the enrolment page", () => {
  it("shows the key in groups of four and a QR code of the otpauth URI (SHA-1, 6 digits, 30 s), drawn here", () => {
    const enrolment = enrolmentOf(EMAIL, RFC_SECRET);
    expect(enrolment.secret).toBe(RFC_SECRET);
    expect(enrolment.secretGrouped).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(enrolmentOf(EMAIL, "JBSWY3DPEHPK3PXP").secretGrouped).toBe("JBSW Y3DP EHPK 3PXP");
    const uri = new URL(enrolment.uri);
    expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual([
      "otpauth:",
      "totp",
      `/NorthStar Property Services:${EMAIL}`,
    ]);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "NorthStar Property Services",
      secret: RFC_SECRET,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    // the QR code: each dark module of the URI's code a 6-pixel square, inside a quiet zone of 2 modules
    const { size, data } = encode(enrolment.uri, { border: 0 });
    const side = (size + 4) * 6;
    expect(enrolment.qrSvg).toContain(`viewBox="0 0 ${side} ${side}"`);
    const drawn = [...enrolment.qrSvg.matchAll(/M(\d+),(\d+)h6v6h-6z/g)].map(([, x, y]) => `${x},${y}`).sort();
    const dark = data
      .flatMap((row, y) => row.map((on, x) => (on ? `${(x + 2) * 6},${(y + 2) * 6}` : null)))
      .filter((cell) => cell !== null)
      .sort();
    expect(dark.length).toBeGreaterThan(100);
    expect(drawn).toEqual(dark);
  });
});

describe("the second factor's secrets", () => {
  it("a TOTP secret is kept sealed with the server's key: the database does not hold the base32 an app needs", () => {
    // (and another server's key opens none: app/utils/another-server-secret.server.test.ts)
    const kept = newTotpSecret();
    const secret = openTotpSecret(kept);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes
    expect(kept).not.toContain(secret);
    expect(openTotpSecret(newTotpSecret())).not.toBe(secret);
    // a changed byte opens to nothing, and no code passes
    const tampered = `${kept.slice(0, -2)}${kept.at(-2) === "A" ? "B" : "A"}${kept.at(-1)}`;
    expect(openTotpSecret(tampered)).toBe("");
    expect(stepOfCode(EMAIL, openTotpSecret(tampered), "123456")).toBeNull();
    // one kept in clear (upper-case base32, padded or not) still works; nothing else is taken as one
    expect(openTotpSecret("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
    expect(openTotpSecret("JBSWY3DPEHPK3PX=")).toBe("JBSWY3DPEHPK3PX=");
    for (const other of ["jbswy3dpehpk3pxp", "JBSWY3DPEHPK3PX1", "=JBSWY3DPEHPK3PXP", "JBSWY3DP EHPK3PXP", ""])
      expect(openTotpSecret(other), other).toBe("");
  });

  it("ten distinct recovery codes of 10 letters and digits (no look-alikes), each kept only as its hash", () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashes).toEqual(codes.map((c) => createHash("sha256").update(c.replace("-", "")).digest("hex")));
    // all the alphabet's 31 characters are drawn, over enough codes
    const seen = new Set(
      Array.from({ length: 20 }, () => newRecoveryCodes().codes)
        .flat()
        .join("")
        .replaceAll("-", ""),
    );
    expect(seen.size).toBe(31);
  });
});

describe("the cookie that carries new recovery codes to the page that shows them once", () => {
  const cookieOf = (line: string) => line.split(";")[0]!;
  const requestWith = (cookie: string) => new Request("http://x/admin/login/enrol", { headers: { Cookie: cookie } });

  it("is sealed, HttpOnly, SameSite=Strict, for the sign-in pages only, 10 minutes; cleared at once", async () => {
    const { codes } = newRecoveryCodes();
    const line = recoveryCodesCookie.write(codes);
    expect(line).toMatch(
      /^ns_recovery_codes=[A-Za-z0-9_-]+; Path=\/admin\/login; Max-Age=600; HttpOnly; SameSite=Strict$/,
    );
    for (const code of codes) expect(line).not.toContain(code);
    expect(await recoveryCodesCookie.read(requestWith(cookieOf(line)))).toEqual(codes);
    expect(await recoveryCodesCookie.read(requestWith(`a=1; ${cookieOf(line)}; b=2`))).toEqual(codes);
    expect(recoveryCodesCookie.clear()).toBe(
      "ns_recovery_codes=; Path=/admin/login; Max-Age=0; HttpOnly; SameSite=Strict",
    );
  });

  it("reads nothing but what this server sealed as a list of codes", async () => {
    const { codes } = newRecoveryCodes();
    const value = cookieOf(recoveryCodesCookie.write(codes)).slice("ns_recovery_codes=".length);
    const read = (cookie: string) => recoveryCodesCookie.read(requestWith(cookie));
    expect(await read(`ns_recovery_codes=${value}x`)).toBeNull(); // a changed byte
    expect(await read(`xns_recovery_codes=${value}`)).toBeNull(); // another cookie's name
    expect(await read("")).toBeNull();
    expect(await recoveryCodesCookie.read(new Request("http://x/admin/login/enrol"))).toBeNull(); // no cookie at all
    expect(await read("ns_recovery_codes=")).toBeNull();
    const sealed = (json: string) => `ns_recovery_codes=${seal("recovery-codes-cookie", json)}`;
    expect(await read(sealed(JSON.stringify(["a", "b"])))).toEqual(["a", "b"]);
    expect(await read(sealed(JSON.stringify(["a", 2])))).toBeNull();
    expect(await read(sealed(JSON.stringify({ 0: "a" })))).toBeNull();
    expect(await read(sealed("not json"))).toBeNull();
    // sealed with another purpose's key (the TOTP secret's); another server's: another-server-secret.server.test.ts
    expect(await read(`ns_recovery_codes=${seal("totp-secret", JSON.stringify(codes))}`)).toBeNull();
  });
});

describe("signing in with the second factor", () => {
  const T0 = new Date(startOf(stepAt(Date.parse("2026-11-26T15:00:00Z"))) + 5_000);
  const at = (step: number) => new Date(startOf(step) + 5_000);
  const origin = { clientIp: "203.0.113.9" };
  const notices = async () =>
    (
      await getStorage().db.all<{ recipient: string; subject: string; text: string }>(
        "SELECT recipient, subject, text FROM outbox WHERE event = 'security' ORDER BY id",
      )
    ).map((m) => ({ ...m, text: m.text.replace(/\s+/g, " ") }));

  async function enrolling(email: string) {
    const owners = getStorage().owners;
    const owner = await owners.add(email, "long enough password");
    const sessionId = await owners.createSession(owner.id, "password");
    const sealed = await owners.sessionTotpSecret(sessionId, newTotpSecret);
    const linkToken = await owners.newEnrolmentLink(owner.id);
    return { owner, enrolment: { sessionId, secret: sealed, linkToken, origin }, secret: openTotpSecret(sealed) };
  }

  it("enrols with a code of the session's secret (once), then takes each step's code once and a recovery code once", async () => {
    const { owner, enrolment, secret } = await enrolling("enrol@example.com");
    const step = stepAt(T0.getTime());
    expect(await confirmEnrolment(owner, enrolment, referenceCode(secret, step + 2), T0)).toBeNull();
    expect(await checkSecondFactor(owner, referenceCode(secret, step), T0)).toBe("wrong"); // not enrolled yet
    const codes = await confirmEnrolment(owner, enrolment, referenceCode(secret, step), T0);
    expect(codes).toHaveLength(10);
    expect(await confirmEnrolment(owner, enrolment, referenceCode(secret, step), T0)).toBeNull();
    expect(await notices()).toEqual([
      expect.objectContaining({ recipient: owner.email, subject: "Sign-in codes are now on for your account" }),
    ]);
    expect((await notices())[0]!.text).toContain("the address 203.0.113.9");

    // the enrolment's code was that step's: it is used
    expect(await checkSecondFactor(owner, referenceCode(secret, step), T0)).toBe("used");
    const next = at(step + 1);
    expect(await checkSecondFactor(owner, referenceCode(secret, step + 3), next)).toBe("wrong");
    expect(await checkSecondFactor(owner, "123456", next)).toBe("wrong");
    expect(await checkSecondFactor(owner, referenceCode(secret, step + 1).replace(/^(\d{3})/, "$1 "), next)).toBe("ok");
    expect(await checkSecondFactor(owner, referenceCode(secret, step + 1), next)).toBe("used");
    // a code of the step before, still within the drift, cannot go back in time either
    expect(await checkSecondFactor(owner, referenceCode(secret, step), next)).toBe("used");
    expect(await checkSecondFactor(owner, referenceCode(secret, step + 2), next)).toBe("ok"); // a step ahead
    expect(await getStorage().owners.recoveryCodesLeft(owner.id)).toBe(10);

    // a recovery code, however it is typed, once; the owner is told, from where, with how many are left
    const [first, second] = codes!;
    expect(await checkSecondFactor(owner, ` ${first!.toUpperCase()} `, next, origin)).toBe("ok");
    expect(await checkSecondFactor(owner, first!, next, origin)).toBe("wrong");
    expect(await checkSecondFactor(owner, second!.replace("-", ""), next, origin)).toBe("ok");
    const told = (await notices()).slice(1);
    expect(told.map((n) => n.subject)).toEqual([
      "A recovery code was used to sign in to your account",
      "A recovery code was used to sign in to your account",
    ]);
    expect(told[0]!.text).toContain("(9 of 10 left)");
    expect(told[1]!.text).toContain("(8 of 10 left)");
    expect(told[0]!.text).toContain("the address 203.0.113.9");
    for (const guess of ["abcde-fghjk", "abcd", `${second}x`, "", "------"])
      expect(await checkSecondFactor(owner, guess, next), guess).toBe("wrong");
    expect(await getStorage().owners.recoveryCodesLeft(owner.id)).toBe(8);
    expect(await notices()).toHaveLength(3);
  });

  it("an owner without a second factor, or whose secret this server cannot open, passes no code", async () => {
    const owners = getStorage().owners;
    const plain = await owners.add("nofactor@example.com", "long enough password");
    expect(await checkSecondFactor(plain, referenceCode(RFC_SECRET, stepAt(T0.getTime())), T0)).toBe("wrong");
    // a secret this server cannot open (a changed byte): not even the code of an empty key, nor a recovery code
    const locked = await owners.add("unreadable@example.com", "long enough password");
    await getStorage().db.run("UPDATE owners SET totp_secret = ? WHERE id = ?", [`${newTotpSecret()}xx`, locked.id]);
    await getStorage().db.run("INSERT INTO owner_recovery_codes (owner_id, code_hash) VALUES (?, ?)", [
      locked.id,
      createHash("sha256").update("abcde23456").digest("hex"),
    ]);
    expect(await checkSecondFactor(locked, emptyKeyCode(stepAt(T0.getTime())), T0)).toBe("wrong");
    expect(await checkSecondFactor(locked, "abcde-23456", T0)).toBe("wrong");
    expect(await owners.recoveryCodesLeft(locked.id)).toBe(1);
  });

  it("takes a recovery code whatever digits it starts or ends with, and says where it came from when no address is known", async () => {
    const { owner, enrolment, secret } = await enrolling("digits@example.com");
    expect(await confirmEnrolment(owner, enrolment, referenceCode(secret, stepAt(T0.getTime())), T0)).toHaveLength(10);
    // codes with digits at an end (the alphabet allows them): not read as an authenticator's code
    for (const key of ["abcde23456", "23456abcde"])
      await getStorage().db.run("INSERT INTO owner_recovery_codes (owner_id, code_hash) VALUES (?, ?)", [
        owner.id,
        createHash("sha256").update(key).digest("hex"),
      ]);
    expect(await checkSecondFactor(owner, "abcde-23456", T0)).toBe("ok");
    expect(await checkSecondFactor(owner, "23456-abcde", T0)).toBe("ok");
    const told = (await notices()).filter((n) => n.recipient === owner.email && n.subject.startsWith("A recovery"));
    expect(told).toHaveLength(2);
    expect(told[0]!.text).toContain("the address unknown");
  });

  it("an enrolment whose secret is not one this server sealed is refused", async () => {
    const { owner, enrolment } = await enrolling("other-key@example.com");
    const foreign = seal("recovery-codes-cookie", RFC_SECRET); // sealed, but not as a TOTP secret
    const code = referenceCode(RFC_SECRET, stepAt(T0.getTime()));
    expect(await confirmEnrolment(owner, { ...enrolment, secret: foreign }, code, T0)).toBeNull();
    expect(await getStorage().owners.totpSecret(owner.id)).toBeNull();
  });

  it("five wrong codes for an owner lock the second step for 15 minutes; another owner is not held; a success clears it", async () => {
    for (let i = 0; i < 5; i++) expect(await takeSecondFactorAttempt(9001)).toBe(0);
    const wait = await takeSecondFactorAttempt(9001);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await takeSecondFactorAttempt(9002)).toBe(0);
    for (let i = 0; i < 4; i++) await takeSecondFactorAttempt(9003);
    await clearSecondFactorAttempts(9003);
    for (let i = 0; i < 5; i++) expect(await takeSecondFactorAttempt(9003)).toBe(0);
    expect(await takeSecondFactorAttempt(9003)).toBeGreaterThan(14 * 60);
  });
});
