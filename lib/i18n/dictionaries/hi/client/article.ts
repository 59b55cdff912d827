import type { ClientDictionary } from '../../../client-dictionary';

export const articleClient: ClientDictionary['article'] = {};
