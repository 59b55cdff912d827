'use client';

import { useEffect, useState, type RefObject } from 'react';
import { LEAD_FIELDS, type Lead } from '@/lib/forms/contact';

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

const fieldOf = (form: HTMLFormElement, field: keyof Lead) =>
  form.elements.namedItem(field) as HTMLInputElement | null;

/** What the form's fields hold now. */
export function fieldsOf(form: HTMLFormElement | null): Lead {
  if (!form) return EMPTY_LEAD;
  return Object.fromEntries(
    LEAD_FIELDS.map((field) => [field, fieldOf(form, field)?.value ?? '']),
  ) as Lead;
}

function writeFields(form: HTMLFormElement | null, lead: Lead) {
  if (!form) return;
  for (const field of LEAD_FIELDS) {
    const input = fieldOf(form, field);
    if (input) input.value = lead[field];
  }
}

const typedAnything = (lead: Lead) => Object.values(lead).some((value) => value);

/**
 * The form's values. The fields are the browser's own (uncontrolled), so what a reader types
 * before the page's script runs stays in them; `lead` follows them, and is kept as a draft in this
 * tab's sessionStorage so a reload or a crash loses nothing. Once the script runs, what was typed
 * wins over a draft of an earlier visit. `clearSent` empties the fields that still hold what a
 * successful send sent (a field changed meanwhile keeps its change); `clear` empties them all.
 */
export function useLeadDraft(form: RefObject<HTMLFormElement | null>) {
  const [lead, setLead] = useState<Lead>(EMPTY_LEAD);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const typed = fieldsOf(form.current);
    const start = typedAnything(typed) ? typed : readDraft();
    if (start) {
      writeFields(form.current, start);
      // The fields are read only once the page has hydrated, so the first render matches the HTML.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLead(start);
    }
    setRestored(true);
  }, [form]);

  useEffect(() => {
    if (!restored) return;
    try {
      if (typedAnything(lead)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(lead));
      else sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Storage may be unavailable (private mode, quota); the form still works.
    }
  }, [lead, restored]);

  const show = (next: Lead) => {
    writeFields(form.current, next);
    setLead(next);
  };
  return {
    lead,
    update: (field: keyof Lead, value: string) => setLead((now) => ({ ...now, [field]: value })),
    clear: () => show(EMPTY_LEAD),
    clearSent: (sent: Lead) => {
      const now = fieldsOf(form.current);
      show(
        Object.fromEntries(
          LEAD_FIELDS.map((field) => [field, now[field] === sent[field] ? '' : now[field]]),
        ) as Lead,
      );
    },
  };
}
