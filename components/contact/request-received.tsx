import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { formsClient } from '@/lib/i18n/dictionaries/en/client/forms';
import { CallNumbers } from '@/components/ui/call-numbers';

/**
 * What stays above the form once a request is sent: that it arrived and what happens next (the
 * words of the page a form post without JavaScript lands on), and the emergency numbers. It takes
 * focus (`ref`), so a keyboard or screen reader user is told, and it stays after the toast goes.
 * In the page's language (`t.forms.received`).
 */
export function RequestReceived({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { lang, t } = useLanguage({ forms: formsClient, shell: shellClient });
  const { title, text } = t.forms.received;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="request-received-title"
      className="mb-6 flex gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 focus:outline-none focus-visible:outline-2"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div>
        <h3 id="request-received-title" className="text-lg font-semibold">
          {title}
        </h3>
        {text.map((line) => (
          <p key={line} className="mt-1">
            {line}
          </p>
        ))}
        <p className="mt-2 text-sm">{t.shell.emergency.title}:</p>
        <CallNumbers label={t.shell.emergency.numbers} lang={lang} className="mt-1" />
      </div>
    </div>
  );
}
