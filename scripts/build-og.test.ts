import { describe, expect, it } from "vitest";
import { ogContent, siteUrlWarning } from "./build-og";

describe("the SEO build step", () => {
  it("warns when a build's SITE_URL still points at this machine, and only then", () => {
    expect(siteUrlWarning(undefined)).toMatch(/SITE_URL is unset .*point at localhost/);
    expect(siteUrlWarning("http://localhost:3000")).toMatch(/point at localhost/);
    expect(siteUrlWarning("http://127.0.0.1:8080")).toMatch(/point at 127\.0\.0\.1/);
    expect(siteUrlWarning("https://northstar.example")).toBeNull();
  });

  it("writes each page's own words on its share image", () => {
    expect(ogContent("/services/junk-removal/denton")).toMatchObject({
      eyebrow: "Denton, TX",
      title: "Junk Removal in Denton",
      image: "images/services/junk-removal.svg",
    });
    expect(ogContent("/locations/the-colony").title).toBe("Property services in The Colony, TX");
    expect(ogContent("/bundles").title).toBe("Bundles");
  });
});
