// Where the contact form posts, shared by lib/site/settings.ts and the build's CSP step
// (build-steps/write-headers.mjs), so both always agree.
import { withBasePath } from '../site/base-path.mjs';

export const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit';

/** The local preview server's lead sink (`npm start`), used when no form key is configured. */
export const LOCAL_LEAD_SINK = withBasePath('/api/leads');

/** The local preview server's sink for the articles' "Was this helpful?" answers. */
export const LOCAL_FEEDBACK_SINK = withBasePath('/api/feedback');

/**
 * The configured endpoint; else Web3Forms when there is an access key; else the local lead sink.
 * @param {string | undefined} configured NEXT_PUBLIC_FORM_ENDPOINT
 * @param {string | undefined} accessKey NEXT_PUBLIC_FORM_ACCESS_KEY
 * @returns {string}
 */
export function formEndpoint(configured, accessKey) {
  return configured || (accessKey ? WEB3FORMS_ENDPOINT : LOCAL_LEAD_SINK);
}

/**
 * Where the articles' feedback posts: the same form service as the contact form when one is
 * configured, else the local preview server's feedback sink.
 * @param {string | undefined} configured NEXT_PUBLIC_FORM_ENDPOINT
 * @param {string | undefined} accessKey NEXT_PUBLIC_FORM_ACCESS_KEY
 * @returns {string}
 */
export function feedbackEndpoint(configured, accessKey) {
  return configured || (accessKey ? WEB3FORMS_ENDPOINT : LOCAL_FEEDBACK_SINK);
}
