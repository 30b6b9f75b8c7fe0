/**
 * Vite plugin: ships only the part of Blueprint's stylesheet (560 KB raw) that the app can use
 *. It drops every selector that needs a class of `unusedBlueprintClasses`: the dark
 * theme (the back-office is light only; nothing sets `bp6-dark`) and the components no app,
 * engine or widget file imports (a test checks that list against the sources). A selector list
 * keeps its other selectors; a rule left with none goes. It also drops the icon-font glyph rules
 * (`.bp6-icon-add:before{content:"…"}`, one per icon, ≈ 1.9 KB brotli): they draw with the
 * `blueprint-icons-16` font, which neither this stylesheet nor the app loads (no `@font-face`; the
 * app draws icons as SVG, `<Icon>`), so they can show nothing.
 *
 * What is left is split in two (decision 120): the entry's stylesheet keeps what the shell and the
 * lists draw; the selectors that need a class of `laterBlueprintFamilies` (popovers, tooltips,
 * tabs, file inputs, tag inputs, dialogs, alerts, toasts…: components that only code loaded after
 * the first screen draws) are the content of engine/react/theme/blueprintLater.css, which those components' files
 * import, so the stylesheet travels with their chunk (Vite loads a dynamic import's CSS before the
 * import resolves: no unstyled first draw). Each selector keeps its declarations; only which file
 * carries it changes. Everything else is untouched.
 */
import { readFileSync } from 'node:fs';
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

/**
 * Blueprint class families that only code loaded after the first screen draws (forms, widgets,
 * menus, dialogs): their rules are in engine/react/theme/blueprintLater.css, not in the entry's
 * stylesheet. `laterBlueprintModules` are the Blueprint modules that draw them: every chunk that
 * loads one of them also loads that stylesheet, and the first screen loads none
 * (tests/process/clientBundle.test.ts).
 */
export const laterBlueprintFamilies: readonly string[] = [
  'popover',
  'tooltip',
  'submenu',
  'tab',
  'tabs',
  'file-input',
  'file-upload',
  'tag-input',
  'input-ghost',
  'control-group',
  'collapse',
  'section',
  'alert',
  'skeleton',
  'panel-stack2',
  'overflow-list',
  'control-card',
  'resizable-input',
  'overlay',
  'portal',
  'dialog',
  'toast',
];

export const laterBlueprintModules =
  /[\\/]@blueprintjs[\\/](select|datetime)[\\/]|[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](popover|popover-next|tooltip|tabs|tag-input|collapse|section|alert|panel-stack2|overflow-list|control-card|overlay|overlay2|portal|dialog|toast|forms[\\/](fileInput|controlGroup)\.js|menu[\\/]menuItem\.js)/;

/** Blueprint's package stylesheets, appended to the later part (their components load after the first screen). */
export const laterPackageStylesheets: readonly string[] = [
  '@blueprintjs/select/lib/css/blueprint-select.css',
  '@blueprintjs/datetime/lib/css/blueprint-datetime.css',
];

const blueprintStylesheet = /@blueprintjs\/core\/lib\/css\/blueprint\.css$/;
const laterStylesheet = /[\\/]engine[\\/]react[\\/]theme[\\/]blueprintLater\.css$/;

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

/**
 * Splits a minified stylesheet: `later` holds every selector that needs a class of `families`
 * (with its declarations, inside the same @media/@supports), `first` the rest; at-rules without
 * selectors (@keyframes, @font-face) stay in `first`.
 */
export function splitBlueprintCss(css: string, families: readonly string[] = laterBlueprintFamilies): { first: string; later: string } {
  const first: string[] = [];
  const later: string[] = [];
  for (const { prelude, body } of blocks(css)) {
    if (prelude.endsWith(';')) first.push(prelude);
    else if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = splitBlueprintCss(body, families);
      if (inner.first) first.push(`${prelude}{${inner.first}}`);
      if (inner.later) later.push(`${prelude}{${inner.later}}`);
    } else if (prelude.startsWith('@')) first.push(`${prelude}{${body}}`);
    else {
      const selectors = splitTopLevel(prelude, ',');
      const needs = selectors.filter((selector) => needsUnusedClass(selector, families));
      const rest = selectors.filter((selector) => !needsUnusedClass(selector, families));
      if (rest.length) first.push(`${rest.join(',')}{${body}}`);
      if (needs.length) later.push(`${needs.join(',')}{${body}}`);
    }
  }
  return { first: first.join(''), later: later.join('') };
}

/** Blueprint's stylesheet as the app ships it, in its two parts. */
export function shippedBlueprintCss(css: string): { first: string; later: string } {
  return splitBlueprintCss(stripIconGlyphs(stripUnusedBlueprintCss(css)));
}

/** A minified stylesheet without the icon-font glyph rules (refuses one that defines a font: then they might draw). */
export function stripIconGlyphs(minified: string): string {
  if (/@font-face/.test(minified)) throw new Error('blueprint.css defines a font now: review the icon-glyph stripping (blueprintCssPlugin.ts)');
  return minified.replace(iconGlyphRule, '');
}

/**
 * The plugin: runs before Vite's own CSS handling, on Blueprint's core stylesheet (the entry's
 * part) and on engine/react/theme/blueprintLater.css (the later part, read from Blueprint's).
 */
export function blueprintCssPlugin(): Plugin {
  let parts: { source: string; split: { first: string; later: string } } | null = null;
  const partsOf = (source: string) => {
    if (parts?.source !== source) parts = { source, split: shippedBlueprintCss(source) };
    return parts.split;
  };
  return {
    name: 'backoffice:blueprint-css',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (blueprintStylesheet.test(file)) return { code: partsOf(code).first, map: null };
      if (!laterStylesheet.test(file)) return null;
      const read = async (name: string) => {
        const resolved = await this.resolve(name, id);
        if (!resolved) throw new Error(`blueprintLater.css: ${name} not found`);
        const path = resolved.id.split('?')[0];
        this.addWatchFile(path);
        return readFileSync(path, 'utf8');
      };
      // Blueprint's select and datetime stylesheets follow the core rules they were written after.
      const packages = await Promise.all(laterPackageStylesheets.map(read));
      return { code: [partsOf(await read('@blueprintjs/core/lib/css/blueprint.css')).later, ...packages].join('\n'), map: null };
    },
  };
}
