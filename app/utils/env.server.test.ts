import { describe, expect, it } from "vitest";
import { bookingWidget, parseEnv } from "./env.server";

describe("environment", () => {
  it("defaults run the site locally", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATABASE_PATH: "data/bookings.sqlite",
      BOOKING_WINDOW_CAPACITY: 2,
      SERVICE_RADIUS_MILES: 15,
    });
    expect(env.GOOGLE_MAPS_API_KEY).toBeUndefined();
    expect(bookingWidget(env)).toBeNull();
  });

  it("a bad value stops start-up with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ BOOKING_WINDOW_CAPACITY: "0" })).toThrow(/BOOKING_WINDOW_CAPACITY/);
    expect(() => parseEnv({ SERVICE_RADIUS_MILES: "0" })).toThrow(/SERVICE_RADIUS_MILES/);
    expect(() => parseEnv({ SERVICE_RADIUS_MILES: "101" })).toThrow(/SERVICE_RADIUS_MILES/);
    expect(() => parseEnv({ SERVICE_RADIUS_MILES: "fifteen" })).toThrow(/SERVICE_RADIUS_MILES/);
  });

  it("the background jobs' timings are settings, today's by default, whole seconds within bounds (issue 45)", () => {
    expect(parseEnv({})).toMatchObject({
      BACKUP_FIRST_DELAY_SECONDS: 60,
      HEALTH_CHECK_FIRST_DELAY_SECONDS: 30,
      HEALTH_CHECK_INTERVAL_SECONDS: 300,
      PAYMENT_SWEEP_INTERVAL_SECONDS: 30,
      REVIEW_SLOTS_INTERVAL_SECONDS: 20,
    });
    expect(parseEnv({ BACKUP_FIRST_DELAY_SECONDS: "0", HEALTH_CHECK_FIRST_DELAY_SECONDS: "0" })).toMatchObject({
      BACKUP_FIRST_DELAY_SECONDS: 0,
      HEALTH_CHECK_FIRST_DELAY_SECONDS: 0,
    });
    for (const [name, bad] of [
      ["BACKUP_FIRST_DELAY_SECONDS", "-1"],
      ["BACKUP_FIRST_DELAY_SECONDS", "a minute"],
      ["HEALTH_CHECK_FIRST_DELAY_SECONDS", "1.5"],
      ["HEALTH_CHECK_INTERVAL_SECONDS", "0"],
      ["PAYMENT_SWEEP_INTERVAL_SECONDS", "0"],
      ["PAYMENT_SWEEP_INTERVAL_SECONDS", "3601"],
      ["REVIEW_SLOTS_INTERVAL_SECONDS", "0"],
    ])
      expect(() => parseEnv({ [name!]: bad }), `${name}=${bad}`).toThrow(new RegExp(`${name}:`));
  });

  it("with PORT set and SITE_URL not, every absolute link is on that port (issue 44)", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PORT: "8080", SITE_URL: "" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PORT: "8080", SITE_URL: "https://example.com" }).SITE_URL).toBe("https://example.com");
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("strips a trailing slash from SITE_URL; empty optional values count as unset", () => {
    const env = parseEnv({ SITE_URL: "https://example.com/", GOOGLE_MAPS_API_KEY: "" });
    expect(env.SITE_URL).toBe("https://example.com");
    expect(env.GOOGLE_MAPS_API_KEY).toBeUndefined();
  });

  it("embed mode needs all three widget settings", () => {
    const partial = parseEnv({ BOOKING_WIDGET_SCRIPT_URL: "https://w.example/s.js" });
    expect(bookingWidget(partial)).toBeNull();
    const full = parseEnv({
      BOOKING_WIDGET_SCRIPT_URL: "https://w.example/s.js",
      BOOKING_WIDGET_STYLE_URL: "https://w.example/s.css",
      BOOKING_WIDGET_URL: "https://w.example/book",
    });
    expect(bookingWidget(full)).toEqual({
      scriptUrl: "https://w.example/s.js",
      styleUrl: "https://w.example/s.css",
      frameUrl: "https://w.example/book",
    });
  });
});

describe("mail settings", () => {
  it("a bad SMTP_URL stops start-up with a message naming it; smtp and smtps URLs pass", () => {
    expect(() => parseEnv({ SMTP_URL: "mail.example.com:587" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(parseEnv({ SMTP_URL: "smtp://u:p@mail.example.com:587" }).SMTP_URL).toBe("smtp://u:p@mail.example.com:587");
    expect(parseEnv({ SMTP_URL: "smtps://mail.example.com" }).SMTP_URL).toBe("smtps://mail.example.com");
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ OWNER_NOTIFY_EMAIL: "owner" })).toThrow(/OWNER_NOTIFY_EMAIL/);
    expect(parseEnv({}).OUTBOX_DIR).toBe("data/outbox");
  });
});

describe("database settings", () => {
  it("DATABASE_URL must be a postgres:// URL and needs a shared SESSION_SECRET; unset means SQLite", () => {
    const secret = "s".repeat(32);
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/x", SESSION_SECRET: secret })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/northstar" })).toThrow(
      /SESSION_SECRET: is required with DATABASE_URL/,
    );
    const env = parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/northstar", SESSION_SECRET: secret });
    expect(env.DATABASE_URL).toBe("postgresql://u:p@db:5432/northstar");
    expect(env.DATABASE_POOL_MAX).toBe(10);
  });
});
