'use client';

import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FORM_MESSAGES, submitLead, type Lead } from '@/lib/contact';
import { site } from '@/lib/site';
import { FormField } from './form-field';

const empty: Lead = { name: '', phone: '', email: '', city: '' };

/** The lead form: idle -> submitting ('Submitting...', disabled) -> idle; cleared only on success. */
export function ContactForm() {
  const [lead, setLead] = useState<Lead>(empty);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const bind = (field: keyof Lead) => ({
    id: `contact-${field}`,
    name: field,
    value: lead[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setLead((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const outcome = await submitLead(lead, site.form);
    if (outcome.ok) {
      toast.success(FORM_MESSAGES.successTitle, { description: FORM_MESSAGES.successDescription });
      setLead(empty);
    } else {
      toast.error(FORM_MESSAGES.errorTitle, { description: outcome.message });
    }
    inFlight.current = false;
    setSubmitting(false);
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="form-title" className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Full name"
          type="text"
          autoComplete="name"
          maxLength={100}
          {...bind('name')}
        />
        <FormField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          {...bind('phone')}
        />
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={254}
          {...bind('email')}
        />
        <FormField
          label="City"
          type="text"
          autoComplete="address-level2"
          maxLength={100}
          {...bind('city')}
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="bg-brand-700 hover:bg-brand-800 inline-flex h-12 w-full items-center justify-center rounded-full px-8 font-semibold text-white disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitting ? 'Submitting...' : 'Request appointment'}
      </button>
    </form>
  );
}
