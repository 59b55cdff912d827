import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { checkImageFiles, imageFileFaults } from '@/lib/content/checks/image-files';
import { svgFaults } from '@/lib/content/checks/svg-drawing';
import { random } from '../../helpers/random';
const SVG = 'http://www.w3.org/2000/svg';

const covers = path.join('public', 'images', 'covers');
const realCovers = fs
  .readdirSync(covers)
  .map((name) => fs.readFileSync(path.join(covers, name), 'utf8'));

/** Ways an SVG can run script or load another file, each a fragment to put inside <svg>. */
const HOSTILE = [
  '<script>alert(document.domain)</script>',
  '<script href="/evil.js"/>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>',
  '<rect width="1" height="1" onclick="alert(1)"/>',
  '<g onload="alert(1)"/>',
  '<circle r="1" ONMOUSEOVER="alert(1)"/>',
  '<foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>',
  '<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>',
  '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>',
  '<use href="https://evil.example/sprite.svg#x"/>',
  '<use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>',
  '<image href="https://evil.example/x.png" width="1" height="1"/>',
  '<image href="/images/other.svg" width="1" height="1"/>',
  '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>',
  '<feImage href="https://evil.example/x.png"/>',
  '<animate attributeName="href" to="javascript:alert(1)"/>',
  '<set attributeName="onmouseover" to="alert(1)"/>',
  '<handler type="text/javascript">alert(1)</handler>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<style><![CDATA[ rect { fill: url(https://evil.example/x.svg#p) } ]]></style>',
  '<rect width="1" height="1" style="fill: url(//evil.example/x#y)"/>',
  '<rect width="1" height="1" fill="url(https://evil.example/g.svg#a)"/>',
  '<rect width="1" height="1" style="background: url(jav&#x61;script:alert(1))"/>',
  '<rect width="1" height="1" mask="url( \'http://evil.example/m.svg#m\' )"/>',
  '<embed xmlns="http://www.w3.org/1999/xhtml" src="/x.swf"/>',
  '<object xmlns="http://www.w3.org/1999/xhtml" data="/x.html"/>',
  '<video xmlns="http://www.w3.org/1999/xhtml" src="/v.mp4"/>',
  '<rect width="1" height="1" xml:base="javascript:alert(1)//" evil:x="1" xmlns:evil="urn:evil"/>',
  // CSS that spells a loading rule another way: escapes, comments and CDATA splitting a word,
  // an element splitting the text, loading functions other than url().
  '<style>@\\69mport "https://evil.example/x.css";</style>',
  '<style>@imp<![CDATA[ort "https://evil.example/x.css"]]>;</style>',
  '<style>@imp<!-- -->ort "https://evil.example/x.css";</style>',
  '<style><desc/>@import "https://evil.example/x.css";</style>',
  '<style>rect { fill: u\\rl(https://evil.example/p.svg#a) }</style>',
  '<rect width="1" height="1" fill="u\\rl(https://evil.example/p.svg#a)"/>',
  '<rect width="1" height="1" style="mask-image: image-set(\'https://evil.example/x.png\' 1x)"/>',
  '<rect width="1" height="1" style="mask-image: -webkit-image-set(\'//evil.example/x.png\' 1x)"/>',
  '<style>@font-face { font-family: x; src: local(x), url(/x.woff) }</style>',
  // A "/*" inside a string is no comment: what follows it is read.
  '<style>a { fill: "/*" } rect { fill: url(//evil.example/p.svg#g) } b { x: "*/" }</style>',
  '<rect width="1" height="1" style="content: \'/*\'; mask: url(https://evil.example/m.svg#m); x: \'*/\'"/>',
];

/** Drawings that are safe and must pass: the site's own covers, and what drawing programs write. */
const BENIGN = [
  '<rect width="9" height="9" fill="url(#bg)" style="fill: url( \'#bg\' ); opacity: .5"/>',
  '<use href="#shape"/>',
  '<use xlink:href="#shape"/>',
  '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>',
  '<style>.a { fill: #0f766e } .b { clip-path: url(#p) }</style>',
  '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="nv"/>',
  '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
  '<filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/></filter>',
];

/** A real cover with `fragment` put in at a random line break of its body; returns the SVG and the line. */
function withFragment(fragment: string, next: () => number) {
  const cover = realCovers[Math.floor(next() * realCovers.length)]!.replace(
    '<svg ',
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ',
  );
  const lines = cover.split('\n');
  const at = 1 + Math.floor(next() * (lines.length - 2));
  lines.splice(at, 0, `  ${fragment}`);
  return { svg: lines.join('\n'), line: at + 1 };
}

describe('pictures in public/images/', () => {
  it("passes the site's own covers", () => {
    for (const cover of realCovers) expect(svgFaults(cover)).toEqual([]);
  });

  it('refuses every way an SVG can run or load something, on its line, wherever it stands', () => {
    const next = random(50);
    for (const fragment of HOSTILE)
      for (let i = 0; i < 6; i++) {
        const { svg, line } = withFragment(fragment, next);
        const faults = svgFaults(svg);
        expect({ fragment, lines: faults.map((f) => f.line) }).toEqual({
          fragment,
          lines: expect.arrayContaining([line]),
        });
        expect(faults.every((f) => f.severity === 'error')).toBe(true);
      }
  });

  it('passes what drawing programs write that runs nothing', () => {
    const next = random(51);
    for (const fragment of BENIGN)
      for (let i = 0; i < 4; i++) expect(svgFaults(withFragment(fragment, next).svg)).toEqual([]);
  });

  it('refuses elements nested deeper than a drawing needs, within a second however deep', () => {
    const next = random(54);
    for (const depth of [65, 200, 5_000, 50_000]) {
      const tag = ['g', 'svg:g', 'a', 'defs'][Math.floor(next() * 4)]!;
      const svg = `<svg xmlns="${SVG}" xmlns:svg="${SVG}">${`<${tag}>`.repeat(depth)}<rect/>${`</${tag}>`.repeat(depth)}</svg>`;
      const started = performance.now();
      const faults = svgFaults(svg);
      expect([depth, performance.now() - started < 1000]).toEqual([depth, true]);
      expect(faults.map((f) => f.message)).toContainEqual(
        expect.stringMatching(/nested more than 64 deep/),
      );
    }
    const shallow = `<svg xmlns="${SVG}">${'<g>'.repeat(40)}<rect/>${'</g>'.repeat(40)}</svg>`;
    expect(svgFaults(shallow)).toEqual([]);
  });

  it('refuses a DOCTYPE, a style-sheet instruction, another root and broken XML', () => {
    const cover = realCovers[0]!;
    const cases = [
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n${cover}`,
      `<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>\n${cover}`,
      '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      `${cover.slice(0, cover.length / 2)}`,
      '',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="&evil;"/></svg>',
    ];
    for (const svg of cases) expect(svgFaults(svg).length).toBeGreaterThan(0);
  });

  it('takes raster pictures only when their bytes are what their name says, and nothing else', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1');
    const avif = Buffer.from('\0\0\0\x20ftypavif\0\0', 'latin1');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(imageFileFaults('a.png', png)).toEqual([]);
    expect(imageFileFaults('a.JPG', jpeg)).toEqual([]);
    expect(imageFileFaults('a.jpeg', jpeg)).toEqual([]);
    expect(imageFileFaults('a.webp', webp)).toEqual([]);
    expect(imageFileFaults('a.avif', avif)).toEqual([]);
    for (const [name, bytes] of [
      ['a.png', html],
      ['a.webp', png],
      ['a.jpg', webp],
      ['a.html', html],
      ['a.js', Buffer.from('alert(1)')],
      ['a.xml', html],
      ['a.svgz', html],
      ['.htaccess', html],
      ['a', png],
    ] as const)
      expect(imageFileFaults(name, bytes)).toHaveLength(1);
  });

  it('refuses two pictures whose names differ only in their ending: the build makes one set of versions of both', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const next = random(71);
    for (let i = 0; i < 20; i++) {
      const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-images-'));
      try {
        const folder = path.join(publicDir, 'images', next() < 0.5 ? 'covers' : 'charts');
        fs.mkdirSync(folder, { recursive: true });
        const cover = fs.readdirSync(covers)[Math.floor(next() * fs.readdirSync(covers).length)]!;
        fs.copyFileSync(path.join(covers, cover), path.join(folder, cover));
        const stem = path.basename(cover, '.svg');
        const [ending, bytes] = [
          ['png', png],
          ['jpg', jpeg],
          ['JPEG', jpeg],
          ['PNG', png],
        ][Math.floor(next() * 4)]! as [string, Buffer];
        const twin = `${next() < 0.5 ? stem : stem.toUpperCase()}.${ending}`;
        fs.writeFileSync(path.join(folder, twin), bytes);
        fs.writeFileSync(path.join(folder, `${stem}-other.png`), png);
        const problems = checkImageFiles(publicDir);
        expect([twin, problems.map((p) => p.message)]).toEqual([
          twin,
          [expect.stringMatching(/same name as .* but for its ending/)],
        ]);
      } finally {
        fs.rmSync(publicDir, { recursive: true, force: true });
      }
    }
  });

  it('is part of the content check: a hostile file fails it, naming the file and line', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-images-'));
    try {
      fs.cpSync('public/images', path.join(publicDir, 'images'), { recursive: true });
      const { svg, line } = withFragment('<script>alert(1)</script>', random(52));
      fs.writeFileSync(path.join(publicDir, 'images', 'covers', 'upload.svg'), svg);
      fs.writeFileSync(path.join(publicDir, 'images', 'page.html'), '<script>alert(1)</script>');
      const { problems } = checkCorpus({ contentDir: path.resolve('content'), publicDir });
      const pictures = problems.filter((p) => p.field === '(picture)');
      expect(pictures.map((p) => [path.basename(p.file), p.line, p.severity])).toEqual([
        ['upload.svg', line, 'error'],
        ['page.html', 1, 'error'],
      ]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
