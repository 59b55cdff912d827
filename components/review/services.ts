// The health service a national page belongs to, for grouping a review record's pages: its
// hospitals' and regions' sites together with the service's own (a Healthier Together site and
// nhs.uk are both the NHS).

/** Services by the end of their sites' host names, the first that matches. */
const BY_HOST: readonly [string, string][] = [
  ['nhs.uk', 'NHS'],
  ['nhs.wales', 'NHS'],
  ['nhsinform.scot', 'NHS'],
  ['hscni.net', 'NHS'],
  ['nidirect.gov.uk', 'nidirect (Northern Ireland)'],
  ['nice.org.uk', 'NICE'],
  ['gov.uk', 'UK government'],
  ['hse.ie', 'HSE (Ireland)'],
  ['who.int', 'World Health Organization'],
  ['gov.in', 'Government of India and the states'],
  ['nic.in', 'Government of India and the states'],
  ['gov', 'US government (CDC, NIH, FDA and others)'],
];

/** The service of a page: by its address, else by a publisher that names the NHS, else its own. */
export function serviceOf(url: string, publisher: string): string {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return publisher;
  }
  const found = BY_HOST.find(([end]) => host === end || host.endsWith(`.${end}`));
  if (found) return found[1];
  return /\bNHS\b/.test(publisher) ? 'NHS' : publisher;
}
