import { describe, expect, it } from "vitest";
import { classesOf, criticalCss, firstScreen, pruneForFirstPaint } from "./critical-css";

const section = (id: string, cls: string) =>
  `<section id="${id}"><div class="${cls}"><p>${id}</p><p>…</p></div></section>`;
const page =
  `<!DOCTYPE html><html><head><title>t</title></head><body><header class="top">` +
  `<dialog class="menu"><a class="menu-link">Menu</a></dialog><dialog open class="shown">!</dialog></header>` +
  `<main class="main">${section("a", "one")}${section("b", "two")}${section("c", "three")}${section("d", "four")}` +
  `</main><div class="bar sticky bottom-0"><nav><a class="bar-link">Call</a></nav></div>` +
  `<footer class="foot">f</footer></body></html>`;

const stylesheet = [
  "@layer theme,base,utilities;",
  "@layer theme{:root{--color-navy:#0f2d52;--color-unused:red;--spacing:.25rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:inherit}}",
  "@layer utilities{.top{position:fixed}.one{color:var(--color-navy)}.two{margin:calc(var(--spacing) * 2)}",
  ".three{padding:0}.four{padding:1px}.foot{color:red}.menu-link{color:blue}.shown{display:block}",
  ".one:hover{color:red}@media (hover:hover){.two:hover{color:red}}",
  ":where(.two>:not(:last-child)){margin-block-end:1rem}.open\\:flex:is([open],:popover-open,:open){display:flex}",
  ".one::marker{color:red}@media (width>=40rem){.three{padding:1rem}.four{padding:2rem}}",
  ".animate-x{animation:var(--animate-x)}}",
  "@property --tw-used{syntax:'*';inherits:false}@property --tw-unused{syntax:'*';inherits:false}",
  "@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}",
  "@keyframes spin{to{rotate:1turn}}@keyframes marquee{to{translate:-50%}}",
].join("");

describe("firstScreen", () => {
  it("keeps the page up to <main>'s third child and leaves closed dialogs out", () => {
    const part = firstScreen(page);
    expect(part).toContain('id="c"');
    expect(part).not.toContain('id="d"');
    expect(part).not.toContain("<footer");
    expect(part).not.toContain("menu-link");
    expect(part).toContain('<dialog open class="shown">');
  });

  it("keeps, whole, the elements pinned to the viewport that sit below that point", () => {
    expect(firstScreen(page)).toContain(
      '<div class="bar sticky bottom-0"><nav><a class="bar-link">Call</a></nav></div></body>',
    );
  });

  it("ends sooner where the page marks the first element below the fold", () => {
    const marked = page.replace('<section id="c">', '<section id="c" data-below-fold="">');
    expect(firstScreen(marked)).toContain('id="b"');
    expect(firstScreen(marked)).not.toContain('id="c"');
    expect(firstScreen(marked)).toContain('class="bar sticky bottom-0"'); // still, the pinned elements
  });

  it("is the whole page when there is no <main>", () => {
    expect(firstScreen("<html><body><p>x</p></body></html>")).toContain("<p>x</p>");
  });
});

describe("criticalCss", () => {
  const css = criticalCss(page, stylesheet);

  it("keeps the rules of the first screen's elements, with their media queries and structural selectors", () => {
    for (const rule of [".top{", ".one{", ".two{", ".three{padding:0}", ".three{padding:1rem}", ":where(.two>"]) {
      expect(css).toContain(rule);
    }
    expect(css).toContain("*,:after,:before{box-sizing:border-box}");
    expect(css).toContain(".one::marker{color:red}");
  });

  it("leaves out what is below the first screen, in closed dialogs, or only for interaction", () => {
    for (const rule of [".four", ".foot", ".menu-link", ".one:hover", ".two:hover", "@media (hover:hover)"]) {
      expect(css).not.toContain(rule);
    }
  });

  it("keeps the custom properties the kept rules read, and drops the rest", () => {
    expect(css).toContain("--color-navy:#0f2d52");
    expect(css).toContain("--spacing:.25rem");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("--tw-unused");
  });

  it("adds every @font-face, and only the keyframes the kept CSS names", () => {
    expect(css).toContain("@font-face{font-family:Inter Variable");
    expect(css).not.toContain("@keyframes spin");
    const withAnimation = criticalCss(page.replace('class="one"', 'class="one animate-x"'), stylesheet);
    expect(withAnimation).toContain(".animate-x{");
  });

  it("keeps the layer order statement", () => {
    expect(css.startsWith("@layer theme,base,utilities;")).toBe(true);
  });
});

describe("helpers", () => {
  it("classesOf undoes CSS escapes", () => {
    expect(classesOf(".sm\\:grid-cols-2")).toEqual(["sm:grid-cols-2"]);
    expect(classesOf(".w-\\[min\\(20rem\\,85vw\\)\\]")).toEqual(["w-[min(20rem,85vw)]"]);
    expect(classesOf(".\\32 xl\\:p-4 .x")).toEqual(["2xl:p-4", "x"]);
  });

  it("pruneForFirstPaint counts custom properties read by the page's inline styles", () => {
    const css = ":root{--a:1px;--b:2px}.x{width:var(--a)}";
    expect(pruneForFirstPaint(css)).not.toContain("--b");
    expect(pruneForFirstPaint(css, "height:var(--b)")).toContain("--b:2px");
  });

  it("pruneForFirstPaint leaves Tailwind's fallback for browsers without @property to the stylesheet, keeping the layer order", () => {
    const css =
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-border-style:solid}}}@layer theme,base,utilities;" +
      '@layer utilities{.border{border-style:var(--tw-border-style)}}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';
    const out = pruneForFirstPaint(css);
    expect(out).toMatch(/^@layer properties;/);
    expect(out).not.toContain("@supports");
    expect(out).toContain("@property --tw-border-style");
    expect(out).toContain(".border{border-style:var(--tw-border-style)}");
  });
});
