import type { Lang } from '@/lib/i18n/languages';
import { callNumbers, EMERGENCY_USES, type NumberUse } from '@/lib/site/call-numbers';

/**
 * The numbers to call for these uses, each a phone link at least 44 px tall on a phone: the digits
 * large, where and what for beneath. The same markup as an article's emergency card
 * (lib/content/render/care-cards.ts), styled in globals.css. `label` names the list for screen
 * readers (the client dictionary's `shell.emergency.numbers`).
 */
export function CallNumbers({
  label,
  uses = EMERGENCY_USES,
  lang = 'en',
  className = '',
}: {
  label: string;
  uses?: readonly NumberUse[];
  lang?: Lang;
  className?: string;
}) {
  return (
    <ul className={`call-numbers ${className}`} aria-label={label}>
      {callNumbers(uses, lang).map(({ number, tel, detail }) => (
        <li key={tel}>
          <a href={tel} className="call-number">
            <span className="call-digits">{number}</span>{' '}
            <span className="call-detail">{detail}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
