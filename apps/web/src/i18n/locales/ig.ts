import type { Catalogue } from '../catalogue';

export const ig: Catalogue = {};
