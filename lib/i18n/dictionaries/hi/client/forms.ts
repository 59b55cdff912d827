import type { ClientDictionary } from '../../../client-dictionary';

export const formsClient: ClientDictionary['forms'] = {};
