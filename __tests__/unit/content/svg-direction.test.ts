// A drawing's words could show in another order than its file gives them (a direction control,
// `direction` or `unicode-bidi`, or each glyph placed by x, dx, a transform or a path: "400 mg" as
// "004 mg"), and a reader who cannot see the picture misses them: an SVG with text is refused, and
// so is any direction rule in its style.
import { DIRECTION_CONTROLS } from '@/lib/content/checks/direction-controls';
import { svgFaults } from '@/lib/content/checks/svg-drawing';
import { random } from '../../helpers/random';

const svg = (inside: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">${inside}</svg>`;
const faults = (text: string) =>
  svgFaults(text)
    .map((f) => f.message)
    .join();

it('a drawing without text passes', () => {
  expect(svgFaults(svg('<rect width="9" height="9" fill="#333"/>'))).toEqual([]);
});

const LAYOUTS = [
  (t: string) => `<text x="0" y="15">${t}</text>`,
  (t: string) =>
    `<text y="20">Dose: ${[...t].map((c, i) => `<tspan x="${50 - i * 8}">${c}</tspan>`).join('')}</text>`,
  (t: string) => `<text x="30 20 10" y="15">${t}</text>`,
  (t: string) => `<text dx="0 -8 -8" y="15">${t}</text>`,
  (t: string) => `<text transform="scale(-1 1)" y="15">${t}</text>`,
  (t: string) => `<path id="p" d="M90 10 L10 10"/><text><textPath href="#p">${t}</textPath></text>`,
];

it.each(LAYOUTS.map((layout, i) => [i, layout]))(
  'text laid out as in layout %i is refused',
  (_, layout) => {
    expect(faults(svg(layout('400 mg')))).toMatch(/text drawn as letters/);
  },
);

it.each([...DIRECTION_CONTROLS.keys()].map((code) => [code.toString(16).toUpperCase(), code]))(
  'U+%s in text, raw, as a reference or in CDATA, is refused',
  (_, code) => {
    const next = random(code);
    const control = String.fromCodePoint(code);
    for (const written of [control, `&#x${code.toString(16)};`, `<![CDATA[${control}]]>`]) {
      const at = Math.floor(next() * 7);
      const text = `400 mg`.slice(0, at) + written + `400 mg`.slice(at);
      expect(faults(svg(`<text>${text}</text>`))).toMatch(/direction|text drawn/);
    }
  },
);

it.each([
  ' direction="rtl"',
  ' unicode-bidi="bidi-override"',
  ' style="unicode-bidi: bidi-override; direction: rtl"',
  ' style="direction:rtl"',
])('%s on a shape is refused', (attributes) => {
  expect(faults(svg(`<g${attributes}><rect width="9" height="9"/></g>`))).toMatch(/direction/);
});

it('a direction rule in a <style> element is refused', () => {
  expect(faults(svg('<style>g { unicode-bidi: bidi-override; direction: rtl }</style>'))).toMatch(
    /direction/,
  );
});
