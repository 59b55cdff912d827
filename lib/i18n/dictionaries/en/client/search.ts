// The search words the browser needs.
export const searchClient = {};
