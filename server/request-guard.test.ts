import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical";
import { hasTooManySegments, isCrossSiteChange, MAX_PATH_BYTES, requestTargetProblem } from "./request-guard";

describe("requestTargetProblem", () => {
  it("refuses a path over 2,048 bytes with 414, counting bytes, not characters", () => {
    expect(requestTargetProblem(`/${"a".repeat(MAX_PATH_BYTES - 1)}`)).toBeNull();
    expect(requestTargetProblem(`/${"a".repeat(MAX_PATH_BYTES)}`)?.status).toBe(414);
    expect(requestTargetProblem(`/${"é".repeat(1100)}`)?.status).toBe(414); // 2,201 bytes
    // the query string does not count
    expect(requestTargetProblem(`/booking?notes=${"a".repeat(5000)}`)).toBeNull();
  });

  it("refuses malformed percent-encoding with 400", () => {
    for (const bad of ["/%", "/%E0%A4%A", "/a%zz", "/%ff"]) expect(requestTargetProblem(bad)?.status, bad).toBe(400);
    for (const good of ["/", "/about", "/a%20b", "/%C3%A9"]) expect(requestTargetProblem(good), good).toBeNull();
  });
});

describe("hasTooManySegments", () => {
  it("is true only past the deepest route's depth", () => {
    expect(hasTooManySegments("/booking/confirmed/abc/calendar.ics")).toBe(false);
    expect(hasTooManySegments("/a/b/c/d/e/f/g/h")).toBe(false);
    expect(hasTooManySegments("/a/b/c/d/e/f/g/h/i")).toBe(true);
    expect(hasTooManySegments("/a".repeat(1000))).toBe(true);
  });
});

describe("canonicalPath", () => {
  it("leaves canonical paths alone", () => {
    for (const p of [
      "/",
      "/about",
      "/services/cleaning/dallas",
      "/assets/root-AbC123.js",
      "/booking/confirmed/AbCdEf_-",
    ])
      expect(canonicalPath(p), p).toBeNull();
  });

  it("drops trailing slashes and /index.html, lower-cases page paths", () => {
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/about///")).toBe("/about");
    expect(canonicalPath("/index.html")).toBe("/");
    expect(canonicalPath("/blog/index.html")).toBe("/blog");
    expect(canonicalPath("/LOCATIONS/Dallas")).toBe("/locations/dallas");
    expect(canonicalPath("/Services/Cleaning/")).toBe("/services/cleaning");
  });

  it("keeps the case of asset names, confirmation, enrolment and calendar-feed tokens (only their prefix is lower-cased)", () => {
    expect(canonicalPath("/Booking/Confirmed/AbCdEf/")).toBe("/booking/confirmed/AbCdEf");
    expect(canonicalPath("/ASSETS/root-AbC.js")).toBe("/assets/root-AbC.js");
    expect(canonicalPath("/admin/bookings/NS-7K3F9Q")).toBeNull();
    expect(canonicalPath("/admin/enrol/q2Jk8WbX1-5mZr0sT_9uVyA3cDeFgHiJkLmNoPqRsTu")).toBeNull(); // an enrolment link
    expect(canonicalPath("/calendar/q2Jk8WbX1-5mZr0sT_9uVyA3cDeFgHiJkLmNoPqRsTu.ics")).toBeNull(); // a calendar feed
  });

  it("never points at another host", () => {
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("///evil.example")).toBe("/evil.example");
    expect(canonicalPath("//")).toBe("/");
  });
});

describe("isCrossSiteChange", () => {
  const own = ["http://127.0.0.1:3000", "https://northstar.example"];
  it("refuses a post whose Origin is another site's, or, without one, whose Sec-Fetch-Site says another site", () => {
    expect(isCrossSiteChange("POST", { origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossSiteChange("POST", { origin: "null" }, own)).toBe(true); // a sandboxed frame, a data: page
    expect(isCrossSiteChange("POST", { origin: "https://northstar.example.evil.example" }, own)).toBe(true);
    expect(isCrossSiteChange("POST", { secFetchSite: "cross-site" }, own)).toBe(true);
    expect(isCrossSiteChange("POST", { secFetchSite: "same-site" }, own)).toBe(true); // a subdomain is not us
  });
  it("lets our own pages, typed-in navigations and scripts without browser headers through; reads are never refused", () => {
    expect(isCrossSiteChange("POST", { origin: "https://northstar.example" }, own)).toBe(false);
    expect(isCrossSiteChange("POST", { origin: "http://127.0.0.1:3000", secFetchSite: "same-origin" }, own)).toBe(
      false,
    );
    expect(isCrossSiteChange("POST", { secFetchSite: "same-origin" }, own)).toBe(false);
    expect(isCrossSiteChange("POST", {}, own)).toBe(false);
    expect(isCrossSiteChange("GET", { origin: "https://evil.example", secFetchSite: "cross-site" }, own)).toBe(false);
  });
});
