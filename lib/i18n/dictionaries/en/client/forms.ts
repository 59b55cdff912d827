// The forms words the browser needs.
export const formsClient = {};
