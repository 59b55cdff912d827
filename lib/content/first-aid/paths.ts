// Where the first-aid library's pages live. Browser-safe.

/** The emergencies page; each emergency's page is under it: /first-aid/choking. */
export const FIRST_AID_PATH = '/first-aid';

/** The page of an emergency's review record. */
export const firstAidRecordPath = (id: string) => `${FIRST_AID_PATH}/${id}/review`;
