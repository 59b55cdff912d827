'use client';

import { useEffect, useState } from 'react';
import type { Lead } from '@/lib/forms/contact';

export const DRAFT_KEY = 'healthhub:contact-draft';
export const EMPTY_LEAD: Lead = { name: '', phone: '', email: '', city: '' };

function readDraft(): Lead | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Lead> | null;
    if (!saved) return null;
    return {
      name: `${saved.name ?? ''}`,
      phone: `${saved.phone ?? ''}`,
      email: `${saved.email ?? ''}`,
      city: `${saved.city ?? ''}`,
    };
  } catch {
    return null;
  }
}

/**
 * The form's values, kept as a draft in this tab's sessionStorage so a reload or a crash loses
 * nothing; `clear` empties both (after a successful send).
 */
export function useLeadDraft() {
  const [lead, setLead] = useState<Lead>(EMPTY_LEAD);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft();
    // Restoring from storage can only happen after hydration, so the first render matches the HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setLead(draft);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      if (Object.values(lead).some((v) => v))
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(lead));
      else sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Storage may be unavailable (private mode, quota); the form still works.
    }
  }, [lead, restored]);

  return { lead, setLead, clear: () => setLead(EMPTY_LEAD) };
}
