import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "../app/components/ui/icon-names";
import { buildSprite, iconNode, OUTPUT } from "./build-icons";

describe("icon sprite", () => {
  it("is up to date with icon-names.ts and lucide-react (run `node scripts/build-icons.ts` if not)", async () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(await buildSprite(iconNames));
  });

  it("has one symbol per name, each with Lucide's shapes", async () => {
    const sprite = readFileSync(OUTPUT, "utf8");
    // each with what Lucide's own components set on their <svg>, so icons look as they did
    expect([...sprite.matchAll(/<symbol id="([^"]+)" ([^>]*)>/g)].map((m) => [m[1], m[2]])).toEqual(
      iconNames.map((name) => [
        name,
        'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
      ]),
    );
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...iconNames,
    ]);
    const phone = await iconNode("phone");
    expect(phone.length).toBeGreaterThan(0);
    for (const [, { d }] of phone) if (d) expect(sprite).toContain(`d="${d}"`);
  });

  it("refuses a name that is not a canonical Lucide icon (an alias, a typo)", async () => {
    await expect(iconNode("no-such-icon")).rejects.toThrow();
    await expect(iconNode("triangle-alert")).rejects.toThrow(/canonical/);
  });
});
