import type { Dictionary } from '../../dictionary';

export const search: Dictionary['search'] = {};
