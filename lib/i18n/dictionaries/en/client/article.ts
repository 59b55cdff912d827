// The article words the browser needs.
export const articleClient = {};
