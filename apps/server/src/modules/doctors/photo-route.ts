// The public image files: doctors' photos and hospitals' logos (they share the folder), the one
// kind of file served without signing in (GET /media/photos/<name>?size=160|480). A photo
// moderators hid is served to no one, and caches keep any for an hour at most, so hiding one
// takes hold.

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, readPublicImage } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import { doctorsWithPhoto } from '../accounts/doctor-names';
import { PHOTO_FOLDER } from '../accounts/doctor-photos';
import { hiddenIds } from '../reports/hidden';

export function photoRoute(db: Db, files: FileStore) {
  return async (app: FastifyInstance) => {
    app.get('/media/photos/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      // ?size=160 for lists on a phone; anything else is the 480 px image.
      const size = IMAGE_SIZES.find((s) => String(s) === (request.query as { size?: unknown }).size) ?? DEFAULT_IMAGE_SIZE;
      // A photo of a profile moderators hid is served to no one (an image request carries no
      // session to tell its doctor or an admin apart).
      if ((await hiddenIds(db, 'doctor_profile', await doctorsWithPhoto(db, name))).size > 0) throw notFound('photo_not_found');
      const bytes = await readPublicImage(files, PHOTO_FOLDER, name, size);
      if (!bytes) throw notFound('photo_not_found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=3600').send(bytes);
    });
  };
}
