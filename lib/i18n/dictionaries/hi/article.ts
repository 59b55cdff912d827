import type { Dictionary } from '../../dictionary';

export const article: Dictionary['article'] = {};
