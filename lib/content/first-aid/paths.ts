// Where the first-aid library's pages live. Browser-safe.

/** The emergencies page; each emergency's page is under it: /first-aid/choking. */
export const FIRST_AID_PATH = '/first-aid';

/** The page of an emergency's review record. */
export const firstAidRecordPath = (id: string) => `${FIRST_AID_PATH}/${id}/review`;

/**
 * The ids a route of emergencies is built for: a static export needs one page of a route at least,
 * so a corpus with none (a test corpus, a Hindi edition not yet translated) builds this id's page,
 * the 404. Ids are slugs, so no emergency has it.
 */
export const routeIds = (ids: readonly string[]) =>
  (ids.length > 0 ? ids : ['_none']).map((id) => ({ id }));
