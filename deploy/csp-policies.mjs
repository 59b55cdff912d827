// Reads a Content-Security-Policy header value as a browser does, for the checks of every host
// (deploy/site-checks.mjs, the preview server's tests). A comma separates policies, and each one
// is enforced: nginx sends one header a policy (fetch joins them with ", "), Cloudflare Pages
// joins the values of matching _headers rules with a comma.

/**
 * The policies of a header value, each a map of directive name (lower case) to its sources.
 * @param {string | null | undefined} value
 * @returns {Map<string, string[]>[]}
 */
export function cspPolicies(value) {
  return (value ?? '')
    .split(',')
    .map((policy) => {
      const directives = new Map();
      for (const directive of policy.split(';')) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        // The first of a repeated directive holds; a later one is ignored.
        if (name && !directives.has(name.toLowerCase()))
          directives.set(name.toLowerCase(), sources);
      }
      return directives;
    })
    .filter((directives) => directives.size > 0);
}

/** The sources a policy allows scripts from (script-src, else default-src; none named: any). */
const scriptSources = (/** @type {Map<string, string[]>} */ policy) =>
  policy.get('script-src') ?? policy.get('default-src');

/**
 * Whether a document served with this header can run no script at all: one enforced policy
 * sandboxes it without allow-scripts and allows scripts from nowhere.
 * @param {string | null | undefined} value
 */
export const runsNoScript = (value) =>
  cspPolicies(value).some(
    (policy) =>
      policy.has('sandbox') &&
      !policy.get('sandbox')?.includes('allow-scripts') &&
      scriptSources(policy)?.join(' ') === "'none'",
  );

/**
 * Whether no other page may frame the document: one enforced policy has frame-ancestors 'none'.
 * @param {string | null | undefined} value
 */
export const forbidsFraming = (value) =>
  cspPolicies(value).some((policy) => policy.get('frame-ancestors')?.join(' ') === "'none'");
