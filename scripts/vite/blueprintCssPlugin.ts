/**
 * Vite plugin: ships only the part of Blueprint's stylesheet (560 KB raw) that the app can use
 * (issue 9). It drops every selector that needs a class of `unusedBlueprintClasses`: the dark
 * theme (the back-office is light only; nothing sets `bp6-dark`) and the components no app,
 * engine or widget file imports (a test checks that list against the sources). A selector list
 * keeps its other selectors; a rule left with none goes. It also drops the icon-font glyph rules
 * (`.bp6-icon-add:before{content:"…"}`, one per icon, ≈ 1.9 KB brotli): they draw with the
 * `blueprint-icons-16` font, which neither this stylesheet nor the app loads (no `@font-face`; the
 * app draws icons as SVG, `<Icon>`), so they can show nothing (issue 9). Everything else is untouched.
 */
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * Blueprint class families the app does not use: `bp6-<name>` and `bp6-<name>-…`. With each
 * component, the imported names that would need it back (tests/process/clientBundle.test.ts).
 */
export const unusedBlueprintClasses: Readonly<Record<string, readonly string[]>> = {
  dark: ['Classes.DARK', 'bp6-dark'],
  drawer: ['Drawer'],
  'multistep-dialog': ['MultistepDialog'],
  'dialog-step': ['MultistepDialog', 'DialogStep'],
  'panel-stack': ['PanelStack', 'PanelStack2'],
  tree: ['Tree', 'TreeNode'],
  'entity-title': ['EntityTitle'],
  'card-list': ['CardList'],
  breadcrumbs: ['Breadcrumbs', 'Breadcrumb'],
  breadcrumb: ['Breadcrumbs', 'Breadcrumb'],
  slider: ['Slider', 'RangeSlider', 'MultiSlider'],
  'editable-text': ['EditableText'],
  'compound-tag': ['CompoundTag'],
  'key-combo': ['KeyComboTag', 'HotkeysProvider', 'HotkeysTarget2', 'useHotkeys'],
  hotkey: ['HotkeysProvider', 'HotkeysTarget2', 'useHotkeys', 'HotkeysDialog2'],
  'hotkey-column': ['HotkeysProvider', 'HotkeysTarget2', 'useHotkeys', 'HotkeysDialog2'],
  'segmented-control': ['SegmentedControl'],
  'numeric-input': ['NumericInput'],
  'context-menu': ['ContextMenu', 'ContextMenuPopover'],
};

const blueprintStylesheet = /@blueprintjs\/core\/lib\/css\/blueprint\.css$/;

/** Splits `text` at `separator` characters outside (), [] and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The top-level blocks of a minified stylesheet: `prelude{body}` each (strings and nesting respected). */
function blocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') {
      if (depth++ === 0) open = i;
    } else if (ch === '}') {
      if (--depth === 0) {
        out.push({ prelude: css.slice(start, open), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      out.push({ prelude: css.slice(start, i + 1), body: '' }); // @charset, @import: kept as they are
      start = i + 1;
    }
  }
  return out;
}

/** True when the selector names, outside :not()/:is()/…, a class of an unused family. */
function needsUnusedClass(selector: string, families: readonly string[]): boolean {
  let outer = selector;
  while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
  return [...outer.matchAll(/\.bp6-([a-z0-9-]+)/g)].some(([, name]) => families.some((family) => name === family || name.startsWith(`${family}-`)));
}

function strip(css: string, families: readonly string[]): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (prelude.endsWith(';')) return prelude;
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = strip(body, families);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${body}}`; // @font-face, @keyframes…
      const kept = splitTopLevel(prelude, ',').filter((selector) => !needsUnusedClass(selector, families));
      return kept.length ? `${kept.join(',')}{${body}}` : '';
    })
    .join('');
}

/** A rule that only puts an icon's glyph of the icon font before `.bp6-icon-<name>` (minified). */
const iconGlyphRule = /(?<=^|})(?:\.bp6-icon-[a-z0-9-]+::?before,?)+\{content:"[^"]*"\}/g;

/** Blueprint's stylesheet (minified) without the selectors that need an unused class. */
export function stripUnusedBlueprintCss(css: string, families: readonly string[] = Object.keys(unusedBlueprintClasses)): string {
  const minified = transform({ filename: 'blueprint.css', code: Buffer.from(css), minify: true }).code.toString();
  return strip(minified, families);
}

/** A minified stylesheet without the icon-font glyph rules (refuses one that defines a font: then they might draw). */
export function stripIconGlyphs(minified: string): string {
  if (/@font-face/.test(minified)) throw new Error('blueprint.css defines a font now: review the icon-glyph stripping (blueprintCssPlugin.ts)');
  return minified.replace(iconGlyphRule, '');
}

/** The plugin: runs before Vite's own CSS handling, on Blueprint's core stylesheet only. */
export function blueprintCssPlugin(): Plugin {
  return {
    name: 'backoffice:blueprint-css',
    enforce: 'pre',
    transform(code, id) {
      if (!blueprintStylesheet.test(id.split('?')[0])) return null;
      return { code: stripIconGlyphs(stripUnusedBlueprintCss(code)), map: null };
    },
  };
}
