'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A native modal <dialog>: the browser moves focus in, keeps Tab inside, closes on Escape and
 * makes the rest of the page inert. Focus goes back to the element that opened it.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => ref.current?.close(), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      opener.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return { ref, isOpen, open, close };
}
