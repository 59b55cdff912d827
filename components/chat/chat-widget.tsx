'use client';

import { MessageCircle, Phone, X } from 'lucide-react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { fill } from '@/lib/i18n/text';
import { site, telUrl, whatsappUrl } from '@/lib/site/settings';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/**
 * The floating chat button and its popup: WhatsApp chat or a call. `emergencyLine` is the popup's
 * sentence of the numbers to call in an emergency (emergencyNumbersLine, drawn on the server).
 */
export function ChatWidget({ emergencyLine }: { emergencyLine: string }) {
  const { ref, isOpen, open, close } = useModalDialog();
  const { lang, t } = useLanguage({ shell: shellClient });
  const words = t.shell.chat;

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={words.open}
        aria-expanded={isOpen}
        aria-controls="chat-popup"
        className="bg-brand-700 hover:bg-brand-deep fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full text-white shadow-lg print:hidden"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </button>
      <dialog
        ref={ref}
        id="chat-popup"
        aria-labelledby="chat-popup-title"
        onClick={(event) => event.target === event.currentTarget && close()}
        className="bg-surface backdrop:bg-night-900/30 fixed top-auto right-4 bottom-22 left-auto m-0 w-[calc(100vw-2rem)] max-w-sm rounded-2xl p-0 shadow-2xl print:hidden"
      >
        <div className="bg-brand-700 flex items-center justify-between gap-3 rounded-t-2xl px-5 py-4 text-white">
          <h2 id="chat-popup-title" className="text-lg font-semibold">
            {words.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={words.close}
            className="hover:bg-brand-deep grid size-10 place-items-center rounded-full"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="space-y-4 p-5">
          <p className="text-slate-700">
            {words.callOrMessage} <strong className="text-slate-900">{site.phone.display}</strong>
          </p>
          <p className="text-sm text-slate-600">{words.available}</p>
          <p className="text-sm font-medium text-slate-800">{emergencyLine}</p>
          <a
            href={whatsappUrl(
              site.phone.digits,
              lang === 'hi' ? site.chat.messageHi : site.chat.message,
            )}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className="flex items-center justify-center gap-2 rounded-full bg-[#0b6b38] px-5 py-3 font-semibold text-white hover:bg-[#095a2f]"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {words.whatsapp}
          </a>
          <a
            href={telUrl()}
            className="border-brand-700 text-brand-800 hover:bg-brand-50 flex items-center justify-center gap-2 rounded-full border px-5 py-3 font-semibold"
          >
            <Phone className="size-5" aria-hidden="true" />
            {fill(words.call, { phone: site.phone.display })}
          </a>
        </div>
      </dialog>
    </>
  );
}
