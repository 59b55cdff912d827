// The forms words drawn on the server.
export const forms = {};
