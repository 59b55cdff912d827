import { OG_BACKGROUND } from './layout';

/** The outer box of both parts of the text side: a column filling its area, on the card's background. */
const textSide = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  background: OG_BACKGROUND,
  fontFamily: 'Inter',
} as const;

/**
 * The text side of the 1200x630 link-preview card (OG_TEXT_SIDE) without its label and title: the
 * brand above OG_TITLE_BOX and the tagline below it, the same on every card.
 * build-steps/og/render.tsx draws it once, with each cover beside it.
 */
export function OgChrome() {
  return (
    <div style={{ ...textSide, justifyContent: 'space-between', padding: '56px 48px 48px 64px' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          fontSize: 36,
          fontWeight: 700,
          color: '#0f172a',
        }}
      >
        <div
          style={{
            display: 'flex',
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#0f766e',
            marginRight: 16,
            alignItems: 'center',
            justifyContent: 'center',
            color: 'white',
            fontSize: 34,
          }}
        >
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            fill="none"
            stroke="white"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
          </svg>
        </div>
        Health<span style={{ color: '#0f766e' }}>Hub</span>
      </div>
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: '#115e59' }}>
        Plain-language, evidence-based health articles
      </div>
    </div>
  );
}

type Props = { title: string; label: string };

/** An article's label and title, centred in OG_TITLE_BOX: what is drawn for each article. */
export function OgTitle({ title, label }: Props) {
  return (
    <div style={{ ...textSide, justifyContent: 'center', padding: '0 48px 0 64px' }}>
      <div
        style={{
          display: 'flex',
          alignSelf: 'flex-start',
          background: '#0f766e',
          color: 'white',
          fontSize: 24,
          fontWeight: 500,
          padding: '8px 20px',
          borderRadius: 999,
          marginBottom: 24,
        }}
      >
        {label}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 44 : 54,
          fontWeight: 700,
          lineHeight: 1.15,
          color: '#0f172a',
        }}
      >
        {title}
      </div>
    </div>
  );
}
