// An SVG drawing that can run nothing and load nothing: what public/images/ accepts as vector art.
import { SaxesParser } from 'saxes';
import type { Finding } from '../types';
import { DIRECTION_CONTROLS } from './direction-controls';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/**
 * The drawing elements, with nothing among them that runs script (`script`, `handler`), holds
 * another language's markup (`foreignObject`), animates an attribute into a link (`animate`,
 * `set`), navigates (`a`) or loads another file (`feImage`, `use` of another file is refused by
 * its address).
 */
const DRAWING = new Set(
  [
    'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
    'image', 'style', 'filter',
    'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
    'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood',
    'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
    'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
    'feTurbulence',
  ], // prettier-ignore
);

/** Drawing programs' own bookkeeping (Inkscape, Sodipodi, RDF metadata): inert elements. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
]);

/** A picture embedded in the file itself (`<image href="data:image/png;base64,...">`). */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|webp|avif);base64,[A-Za-z0-9+/=\s]*$/i;

/** `url(...)` anywhere in CSS or a presentation attribute; only `url(#id)` stays in the file. */
const URL_REFERENCE = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
const INSIDE_REFERENCE = /^#[\w.:-]*$/;

/** CSS functions that load a picture or another element, besides url(). */
const LOADING_FUNCTIONS = /(?:image-set|image|cross-fade|element|src)\s*\(/i;
/** A quoted string that reads as an address (`'http://...'`, `"//host/x"`, `"/x.png"`). */
const ADDRESS_STRING = /['"]\s*(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** What in a style sheet, style attribute or presentation attribute could load or run something. */
/** What changes the order a drawing's text shows in: "400 mg" as "gm 004". */
const REORDERS = 'a direction rule, which changes the order its text shows in';
const REORDERING = /(?:^|[;{\s])(?:direction|unicode-bidi)\s*:/i;

/**
 * Text elements: a drawing's words are refused, since each glyph can be put anywhere (x, dx,
 * transform, a path) whatever order the file gives them. Words belong in the article or in the
 * picture's description.
 */
const TEXT = new Set(['text', 'tspan', 'textPath']);

function cssFault(css: string): string | undefined {
  // An escape can spell any word (`@\69mport`, `u\rl(`): none is needed to draw.
  if (css.includes('\\')) return 'a CSS escape (\\), which can spell a loading rule';
  // Read with its comments taken out (`@imp/**/ort`) and as it is (a "/*" inside a string is no
  // comment, so what follows it is read by the browser): a fault in either is a fault.
  return cssTextFault(css.replace(/\/\*[\s\S]*?\*\//g, '')) ?? cssTextFault(css);
}

function cssTextFault(plain: string): string | undefined {
  if (REORDERING.test(plain)) return REORDERS;
  if (/@(?:import|font-face|namespace)/i.test(plain))
    return 'an @import or @font-face (it loads another file)';
  if (/expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(plain))
    return 'a script address in its style';
  if (LOADING_FUNCTIONS.test(plain)) return 'a CSS function that loads a picture';
  if (ADDRESS_STRING.test(plain)) return 'an address written as a string';
  for (const [, , target] of plain.matchAll(URL_REFERENCE))
    if (!INSIDE_REFERENCE.test(target ?? ''))
      return `url(${target}) (only url(#id), a part of the drawing itself, is kept)`;
  return undefined;
}

type Attribute = { name: string; local: string; uri: string; value: string };

function attributeFault(
  element: string,
  { name, local, uri, value }: Attribute,
): string | undefined {
  if (/^on/i.test(local)) return `the event handler ${name}= (it runs script)`;
  if (local === 'direction' || local === 'unicode-bidi') return `${name}=, which ${REORDERS}`;
  if (uri === XMLNS || name === 'xmlns' || uri === XML) return undefined;
  if (local === 'href' && (uri === '' || uri === XLINK)) {
    const target = value.trim();
    if (INSIDE_REFERENCE.test(target)) return undefined;
    if (element === 'image' && EMBEDDED_RASTER.test(target)) return undefined;
    return `${name}="${value.slice(0, 60)}" (a drawing links only to its own parts, #id)`;
  }
  if (uri !== '' && !EDITOR_NAMESPACES.has(uri)) return `the attribute ${name} (${uri})`;
  if (/javascript:|vbscript:|data:text\/html/i.test(value)) return `a script address in ${name}=`;
  // Presentation attributes are read as CSS too (`fill="url(...)"`); a `d` or `points` list never
  // holds what the CSS rules look for.
  const css = local === 'style' || /[\\(@'"]/.test(value) ? cssFault(value) : undefined;
  return css ? `${css}, in ${name}=` : undefined;
}

/**
 * What in an SVG file could run or load something, each with its line: script elements, event
 * handlers, foreign markup, links and references to other files, style sheets that import or
 * point elsewhere, a DOCTYPE (entities) and processing instructions (`<?xml-stylesheet?>`).
 * Anything not on the list of drawing elements is refused, so a new way in is refused too.
 */
/** The deepest nesting of elements an SVG may have: exported drawings use a handful of levels. */
export const MAX_SVG_DEPTH = 64;
class TooDeep extends Error {}

export function svgFaults(text: string): Finding[] {
  const findings: Finding[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const fault = (message: string) =>
    findings.push({
      severity: 'error',
      field: '(picture)',
      line: parser.line,
      message: `this SVG has ${message}`,
      fix: 'export the drawing again as plain shapes (no scripts, links, embedded pages or outside files), or save it as PNG or WebP',
    });
  let depth = 0;
  let root = true;
  /** The text of the <style> element being read (comments dropped, CDATA joined), or null. */
  let style: string | null = null;
  parser.on('doctype', () => fault('a DOCTYPE (its entities can pull in other text)'));
  parser.on('processinginstruction', ({ target }) =>
    fault(`a <?${target}?> instruction (it can load a style sheet or transform)`),
  );
  parser.on('opentag', (tag) => {
    depth += 1;
    // The parser's time grows with the square of the nesting: stop at a depth no drawing needs.
    if (depth > MAX_SVG_DEPTH) throw new TooDeep();
    if (root && (tag.uri !== SVG || tag.local !== 'svg'))
      fault(`<${tag.name}> as its root, not <svg>`);
    root = false;
    const known = tag.uri === SVG ? DRAWING.has(tag.local) : EDITOR_NAMESPACES.has(tag.uri);
    if (tag.uri === SVG && TEXT.has(tag.local))
      fault(
        `text drawn as letters (<${tag.name}>): each letter can be placed anywhere, so "400 mg" can show as "004 mg", and a reader who cannot see the picture misses it`,
      );
    else if (!known)
      fault(`the element <${tag.name}>${tag.uri && tag.uri !== SVG ? ` (${tag.uri})` : ''}`);
    for (const attribute of Object.values(tag.attributes)) {
      const message = attributeFault(tag.local, attribute);
      if (message) fault(message);
    }
    if (style !== null) fault(`the element <${tag.name}> inside a <style> element`);
    if (tag.uri === SVG && tag.local === 'style') style = '';
  });
  const styleText = (text: string) => {
    if (style !== null) style += text;
  };
  // Text as the browser shows it, character references decoded (&#x202E; is U+202E), in a CDATA
  // section as much as outside one.
  const drawnText = (text: string) => {
    const control = [...text].find((c) => DIRECTION_CONTROLS.has(c.codePointAt(0)!));
    if (control)
      fault(
        `an invisible direction control (${DIRECTION_CONTROLS.get(control.codePointAt(0)!)}) in its text, which changes the order its text shows in`,
      );
    styleText(text);
  };
  parser.on('text', drawnText);
  parser.on('cdata', drawnText);
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (tag.uri !== SVG || tag.local !== 'style' || style === null) return;
    // Read whole, as the browser does: a comment or CDATA section can split a word in the file.
    const message = cssFault(style);
    if (message) fault(`${message} in a <style> element`);
    style = null;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof TooDeep) {
      fault(`elements nested more than ${MAX_SVG_DEPTH} deep (no drawing needs as many)`);
      return findings;
    }
    fault(
      `XML that does not parse (${(error as Error).message.replace(/^undefined:/, '').trim()})`,
    );
  }
  if (depth === 0 && root) fault('no <svg> element');
  return findings;
}
