// subset-font ships no types: the one function the font subset script calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype';
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
