import type { ClientDictionary } from '../../../client-dictionary';

export const searchClient: ClientDictionary['search'] = {};
