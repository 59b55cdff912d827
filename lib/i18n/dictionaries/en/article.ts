// The article words drawn on the server.
export const article = {};
