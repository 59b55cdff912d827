// The pages words the browser needs.
export const pagesClient = {};
