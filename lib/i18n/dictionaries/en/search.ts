// The search words drawn on the server.
export const search = {};
