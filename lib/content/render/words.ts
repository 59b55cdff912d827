/**
 * Markdown to plain words: drops markup (citation markers, embeds and the fences of care cards included),
 * keeps the text a reader reads (a card's own heading included).
 */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/\s*:cite(?:\[[^\]]*\]|\{[^}]*\})+/g, '')
      // A line of markup alone (an embedded emergency, ::first-aid[choking]) has no words of its own.
      .replace(/^[ \t]*::[A-Za-z][\w-]*(?:\[[^\]\n]*\])?(?:\{[^}\n]*\})?[ \t]*$/gm, ' ')
      .replace(
        /^[ \t]*:{3,}[ \t]*(?:[A-Za-z][\w-]*)?(?:\[([^\]\n]*)\])?(?:\{[^}\n]*\})?[ \t]*$/gm,
        '$1',
      )
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`~]/g, '')
  );
}

export function countWords(markdown: string): number {
  return plainText(markdown)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** About 200 words a minute, at least one minute: '8 min'. */
export function readTimeFor(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / 200))} min`;
}
