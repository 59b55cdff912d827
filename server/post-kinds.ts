import { LEAD_FIELDS, trimLead, validateLead, type Lead } from '../lib/contact';

/** What a kind of post makes of a parsed body. */
export type Accepted =
  { drop: true } | { errors: Partial<Record<string, string>> } | { record: Record<string, string> };

/** A kind of post the sink takes: its path, the file it is stored in, its own rules. */
export type PostKind = {
  path: string;
  /** Names the stored item in the log and in messages. */
  noun: string;
  /** The file's name in the data folder. */
  file: string;
  accept(body: Record<string, unknown>): Accepted;
  /** The log line of a stored record (escaped by the caller). */
  describe(record: Record<string, string>): string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The contact form's lead, with the form's own rules (lib/contact.ts); a filled honeypot is dropped. */
export const contactLead: PostKind = {
  path: '/api/leads',
  noun: 'lead',
  file: 'leads.jsonl',
  accept(body) {
    if (body.botcheck !== undefined && body.botcheck !== '' && body.botcheck !== false)
      return { drop: true };
    const notText = LEAD_FIELDS.filter((f) => body[f] !== undefined && typeof body[f] !== 'string');
    if (notText.length > 0)
      return { errors: Object.fromEntries(notText.map((f) => [f, `${f} must be text.`])) };
    const lead: Lead = {
      name: text(body.name),
      phone: text(body.phone),
      email: text(body.email),
      city: text(body.city),
    };
    const errors = validateLead(lead);
    if (Object.keys(errors).length > 0) return { errors };
    return { record: trimLead(lead) };
  },
  describe: (lead) => `${lead.name} <${lead.email}> ${lead.phone}, ${lead.city}`,
};

/** Every kind of post the preview server accepts, by path. */
export const POST_KINDS: readonly PostKind[] = [contactLead];
