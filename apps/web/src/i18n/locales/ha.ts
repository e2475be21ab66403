import type { Catalogue } from '../catalogue';

export const ha: Catalogue = {};
