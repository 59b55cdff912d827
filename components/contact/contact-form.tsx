'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { formsClient } from '@/lib/i18n/dictionaries/en/client/forms';
import { toast } from '@/components/ui/toast';
import {
  FIELD_RULES,
  LEAD_FIELDS,
  submitLead,
  validateLead,
  type Lead,
  type LeadErrors,
} from '@/lib/forms/contact';
import { formOutcomePath } from '@/lib/forms/outcomes';
import { site } from '@/lib/site/settings';
import { FormField } from './form-field';
import { RequestReceived } from './request-received';
import { fieldsOf, useLeadDraft } from './use-lead-draft';

const inputProps: Record<keyof Lead, React.InputHTMLAttributes<HTMLInputElement>> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

const noop = () => () => {};

/**
 * The lead form: idle -> submitting ('Submitting...', disabled, fields read-only) -> idle. Values
 * are checked and trimmed before sending, kept as a draft until a send succeeds, and kept on every
 * failure; what was typed before the script ran is kept too (the fields are the browser's own). After
 * a success, besides the toast, a confirmation stays above the form and takes focus, until the
 * next send. Before the script runs, the form still posts natively to the form service. Its words
 * are the page's language's (`t.forms.contact`); the fields posted are the same in every language.
 */
export function ContactForm() {
  const { lang, t } = useLanguage({ forms: formsClient });
  const words = t.forms.contact;
  const form = useRef<HTMLFormElement>(null);
  const { update: keep, clear, clearSent } = useLeadDraft(form);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [received, setReceived] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (received) confirmation.current?.focus();
  }, [received]);
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

  function update(field: keyof Lead, value: string) {
    keep(field, value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // What the fields hold, as the reader sees them (and as an autofill left them).
    const lead = fieldsOf(form.current);
    const found = validateLead(lead, words);
    setErrors(found);
    const firstInvalid = LEAD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLInputElement>(`#contact-${firstInvalid}`)?.focus();
      return;
    }
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (new FormData(event.currentTarget).get('botcheck')) return clear();
    inFlight.current = true;
    setSubmitting(true);
    setReceived(false);
    const outcome = await submitLead(lead, site.form, t.forms.service);
    if (outcome.ok) {
      toast.success(words.successTitle, { description: words.successDescription });
      clearSent(lead);
      setReceived(true);
    } else {
      toast.error(words.errorTitle, { description: outcome.message });
    }
    inFlight.current = false;
    setSubmitting(false);
  }

  return (
    <>
      <div role="status">{received && <RequestReceived ref={confirmation} />}</div>
      <form
        ref={form}
        onSubmit={onSubmit}
        noValidate={enhanced}
        method="post"
        action={site.form.endpoint}
        aria-labelledby="form-title"
        className="space-y-5"
      >
        <p className="text-sm text-slate-600">
          {words.requiredNote.before}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">{words.requiredNote.asterisk}</span>
          {words.requiredNote.after}
        </p>
        <input type="hidden" name="access_key" value={site.form.accessKey} />
        {site.form.accessKey && (
          // Without JavaScript the form service shows this page, in the form's language, once the
          // request is sent.
          <input
            type="hidden"
            name="redirect"
            value={`${site.url}${formOutcomePath('request-sent', lang)}`}
          />
        )}
        <input
          type="checkbox"
          name="botcheck"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {LEAD_FIELDS.map((field) => (
            <FormField
              key={field}
              id={`contact-${field}`}
              name={field}
              label={words.fields[field]}
              maxLength={FIELD_RULES[field].maxLength}
              onChange={(event) => update(field, event.target.value)}
              // Read-only while a request is sent, so nothing typed meanwhile goes unsent.
              readOnly={submitting}
              error={errors[field]}
              {...inputProps[field]}
            />
          ))}
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="bg-brand-700 hover:bg-brand-deep inline-flex h-12 w-full items-center justify-center rounded-full px-8 font-semibold text-white disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? words.submitting : words.submit}
        </button>
      </form>
    </>
  );
}
