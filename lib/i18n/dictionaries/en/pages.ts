// The pages words drawn on the server.
export const pages = {};
