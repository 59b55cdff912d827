import { markedSegments } from '@/lib/search/snippet';

/** `text` with every match of `needle` (lower-cased) in <mark>; plain text when there is none. */
export function MarkedText({ text, needle }: { text: string; needle?: string }) {
  if (!needle) return text;
  return markedSegments(text, needle).map((segment, i) =>
    segment.mark ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
