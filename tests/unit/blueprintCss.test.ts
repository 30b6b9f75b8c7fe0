/**
 * Blueprint's stylesheet as the app ships it (issue 9, scripts/vite/blueprintCssPlugin.ts):
 * without the dark theme and the components nobody imports; nothing else changes.
 */
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { stripIconGlyphs, stripUnusedBlueprintCss } from '../../scripts/vite/blueprintCssPlugin';

const blueprintCss = readFileSync('node_modules/@blueprintjs/core/lib/css/blueprint.css', 'utf8');
const minified = (css: string) => transform({ filename: 'x.css', code: Buffer.from(css), minify: true }).code.toString();

describe('Blueprint stylesheet subset', () => {
  it('with no family to drop, the stylesheet comes out as it went in (minified): the rule splitter loses nothing', () => {
    expect(stripUnusedBlueprintCss(blueprintCss, [])).toBe(minified(blueprintCss));
  });

  it('drops the selectors that need an unused class, keeps the rest of a selector list, and the rules of used components', () => {
    const css = [
      '.bp6-dark .bp6-button, .bp6-button.bp6-minimal { color: red }',
      '.bp6-dark { --x: 1 }',
      '.bp6-slider-handle { top: 0 }',
      '.bp6-button:not(.bp6-dark) { color: blue }',
      '@media (min-width: 10px) { .bp6-drawer { left: 0 } .bp6-menu { left: 1px } }',
      '@media print { .bp6-tree { color: red } }',
      '.bp6-tag, .bp6-tag-remove { content: "a{b},c" }',
    ].join('\n');
    const out = stripUnusedBlueprintCss(css, ['dark', 'slider', 'drawer', 'tree']);
    expect(out).toBe(
      '.bp6-button.bp6-minimal{color:red}.bp6-button:not(.bp6-dark){color:#00f}@media (width>=10px){.bp6-menu{left:1px}}.bp6-tag,.bp6-tag-remove{content:"a{b},c"}',
    );
  });

  it('drops the icon-font glyph rules (the font is never loaded) and keeps every other icon rule', () => {
    const css = minified(
      '.bp6-icon-large{font-size:20px}.bp6-icon-add:before{content:"\\f109"}.bp6-icon-add-child:before,.bp6-icon-cross:before{content:"\\f39d"}.bp6-icon-standard:before{content:"";color:red}',
    );
    expect(stripIconGlyphs(css)).toBe('.bp6-icon-large{font-size:20px}.bp6-icon-standard:before{content:"";color:red}');
    expect(() => stripIconGlyphs(`@font-face{font-family:x;src:url(a.woff)}${css}`)).toThrow(/font/);
    expect(stripIconGlyphs(stripUnusedBlueprintCss(blueprintCss))).not.toMatch(/\.bp6-icon-add:before/);
  });

  it("the app's subset is valid CSS, has no dark theme left, and is well under the full stylesheet", () => {
    const out = stripUnusedBlueprintCss(blueprintCss);
    expect(() => transform({ filename: 'out.css', code: Buffer.from(out), errorRecovery: false })).not.toThrow();
    expect(out).not.toMatch(/\.bp6-dark\b/);
    expect(out).toMatch(/\.bp6-html-table/);
    expect(out.length).toBeLessThan(minified(blueprintCss).length * 0.75);
  });
});
