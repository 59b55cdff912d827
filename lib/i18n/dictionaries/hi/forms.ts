import type { Dictionary } from '../../dictionary';

export const forms: Dictionary['forms'] = {};
