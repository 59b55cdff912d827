import type { Dictionary } from '../../dictionary';

export const pages: Dictionary['pages'] = {};
