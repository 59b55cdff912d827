// Host labels with letters outside ASCII, which can pass for the Latin letters of another name.
import { domainToUnicode } from 'node:url';

const NOT_ASCII = /[^\u0020-\u007E]/u;

/**
 * Why `hostname` (as URL parsing gives it, its labels in punycode) is refused as a look-alike, or
 * undefined. Labels are judged as a reader sees them, decoded from xn-- form. Any letter outside
 * ASCII is refused: the bodies sources come from (WHO, CDC, NIH, NHS, NICE, MoHFW, ICMR...) all use
 * plain ASCII names, while a dotless ı, a dotted ṣ, a script ɡ, a Cyrillic or Greek word or a
 * Hangul letter can make a name that reads as one of theirs.
 */
export function lookAlikeHost(hostname: string): string | undefined {
  const shown = domainToUnicode(hostname);
  if (!shown) return `${hostname} is not a name a browser can show`;
  for (const label of shown.split('.')) {
    if (label.startsWith('xn--'))
      return `${hostname}: its label "${label}" is not a name a browser can show`;
    const foreign = [...label].filter((ch) => NOT_ASCII.test(ch));
    if (foreign.length > 0)
      return (
        `${shown} (${hostname}): its label "${label}" has letters outside ASCII ` +
        `(${[...new Set(foreign)].join(' ')}), which can pass for the Latin letters of another ` +
        `site's name; the recognised bodies sources come from all use plain ASCII names`
      );
  }
  return undefined;
}
