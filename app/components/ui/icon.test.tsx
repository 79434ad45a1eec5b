import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { trustPoints, whyChooseUs } from "../../content/home";
import { ContentIcon, Icon } from "./icon";
import { isIconName } from "./icon-names";

const symbolOf = (html: string) => /<use href="([^"]+)"/.exec(html)?.[1];

describe("Icon", () => {
  it("draws the named symbol of the sprite, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="phone" className="size-4" />);
    expect(symbolOf(html)).toMatch(/icons[^"#]*\.svg[^"#]*#phone$/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/class="lucide size-4"/);
    expect(html).toContain('width="24" height="24"'); // the size before any CSS, as Lucide's components draw it
  });

  it("draws every icon the content names: each is in the sprite", () => {
    for (const { icon } of [...trustPoints, ...whyChooseUs]) {
      expect(isIconName(icon), icon).toBe(true);
      expect(symbolOf(renderToStaticMarkup(<ContentIcon name={icon} />))).toMatch(new RegExp(`#${icon}$`));
    }
  });
});
