import type { Dictionary } from '../../server-dictionary';

export const search: Dictionary['search'] = {};
