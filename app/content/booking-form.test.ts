import { describe, expect, it } from "vitest";
import { addonsHelp } from "./booking-form";
import { services } from "./services";

describe("the add-ons' help words (issue 37)", () => {
  it("speak of rooms only for a service with per-room extras, and name those extras", () => {
    for (const service of services) {
      const help = addonsHelp(service);
      const perRoom = service.addons.filter((addon) => addon.unit === "per-room");
      if (perRoom.length === 0) expect(help, service.id).not.toMatch(/room/i);
      else {
        expect(help, service.id).toContain("enter the number of rooms");
        for (const addon of perRoom) expect(help.toLowerCase(), addon.id).toContain(addon.label.toLowerCase());
      }
    }
  });

  it("differ from one service to another", () => {
    const helps = services.map(addonsHelp);
    expect(new Set(helps).size).toBe(helps.length);
  });

  it("read as one sentence list", () => {
    const cleaning = services.find((s) => s.id === "cleaning")!;
    expect(addonsHelp(cleaning)).toBe(
      "Enter how many of each you need. Carpet spot treatment, baseboard detailing and wall spot cleaning are priced per room: enter the number of rooms.",
    );
    expect(addonsHelp({ id: "cleaning", addons: [cleaning.addons.find((a) => a.unit === "per-room")!] })).toMatch(
      /Carpet spot treatment is priced per room/,
    );
  });
});
