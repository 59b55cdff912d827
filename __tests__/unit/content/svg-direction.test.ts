// A drawing's text shows in the order it is written: an SVG that reorders it (a direction control
// in its text, raw or as a character reference; `direction` or `unicode-bidi` as an attribute or in
// its style) is refused, so a cover cannot show "400 mg" as "gm 004".
import { DIRECTION_CONTROLS } from '@/lib/content/checks/direction-controls';
import { svgFaults } from '@/lib/content/checks/svg-drawing';
import { random } from '../../helpers/random';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><text x="0" y="15"${attributes}>${inside}</text></svg>`;

it('a drawing with text in plain order passes', () => {
  expect(svgFaults(svg('400 mg'))).toEqual([]);
  expect(svgFaults(svg('400 mg', ' font-size="12" fill="#333"'))).toEqual([]);
});

it.each([...DIRECTION_CONTROLS.keys()].map((code) => [code.toString(16).toUpperCase(), code]))(
  'U+%s in its text, raw or as a character reference, is refused',
  (_, code) => {
    const next = random(code);
    const control = String.fromCodePoint(code);
    for (const written of [
      control,
      `&#x${code.toString(16)};`,
      `&#${code};`,
      `<![CDATA[${control}]]>`,
      `<tspan>${control}</tspan>`,
    ]) {
      const at = Math.floor(next() * 7);
      const text = `400 mg`.slice(0, at) + written + `400 mg`.slice(at);
      expect(
        svgFaults(svg(text))
          .map((f) => f.message)
          .join(),
      ).toMatch(/direction/);
    }
  },
);

it.each([
  ' direction="rtl"',
  ' unicode-bidi="bidi-override"',
  ' style="unicode-bidi: bidi-override; direction: rtl"',
  ' style="direction:rtl"',
])('%s on its text is refused', (attributes) => {
  expect(
    svgFaults(svg('400 mg', attributes))
      .map((f) => f.message)
      .join(),
  ).toMatch(/direction|order/);
});

it('the same in a <style> element is refused', () => {
  const styled = `<svg xmlns="http://www.w3.org/2000/svg"><style>text { unicode-bidi: bidi-override; direction: rtl }</style><text>400 mg</text></svg>`;
  expect(
    svgFaults(styled)
      .map((f) => f.message)
      .join(),
  ).toMatch(/direction|order/);
});
