// A hospital's own portal behind one façade: profile and logo, dashboard, analytics, quality.
// Each use case lives in its own file; every one first checks the caller is that hospital or an admin.

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ProfileImageLimit } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import { hospitalAnalytics } from './analytics';
import { hospitalDashboard } from './dashboard';
import { hospitalProfile } from './profile';
import { hospitalQuality } from './quality';

export function hospitalPortalService(deps: { db: Db; files: FileStore; config: Config; countImage: ProfileImageLimit; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    ...hospitalProfile(deps.db, deps.files, deps.countImage),
    ...hospitalDashboard(deps.db, now),
    ...hospitalAnalytics(deps.db, now),
    ...hospitalQuality(deps.db, now, deps.config.quality),
  };
}

export type HospitalPortalService = ReturnType<typeof hospitalPortalService>;
