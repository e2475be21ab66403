import type { Catalogue } from '../catalogue';

export const yo: Catalogue = {};
