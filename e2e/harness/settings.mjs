// The test settings (e2e/settings.json: ports, the form stub's address and key, the sub-path
// build), for the plain-JavaScript harnesses; TypeScript tests import the JSON file directly.
import fs from 'node:fs';

export const SETTINGS = JSON.parse(
  fs.readFileSync(new URL('../settings.json', import.meta.url), 'utf8'),
);

/** The build settings that point the contact form at the form-service stub. */
export const FORM_STUB_ENV = {
  NEXT_PUBLIC_FORM_ENDPOINT: SETTINGS.form.endpoint,
  NEXT_PUBLIC_FORM_ACCESS_KEY: SETTINGS.form.accessKey,
  NEXT_PUBLIC_FORM_TIMEOUT_MS: String(SETTINGS.form.timeoutMs),
};
