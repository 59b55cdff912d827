import type { ClientDictionary } from '../../../client-dictionary';

export const pagesClient: ClientDictionary['pages'] = {};
