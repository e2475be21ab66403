// The public image files: doctors' photos and hospitals' logos (they share the folder), the one
// kind of file served without signing in (GET /media/photos/<name>?size=160|480). A photo
// moderators hid is served to no one, and caches keep any for an hour at most, so hiding one
// takes hold.

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, readPublicImage } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import { isHiddenPhoto } from '../accounts/doctor-names';
import { PHOTO_FOLDER } from './photos';

export function photoRoute(db: Db, files: FileStore) {
  return async (app: FastifyInstance) => {
    app.get('/media/photos/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      // ?size=160 for lists on a phone; anything else is the 480 px image.
      const size = IMAGE_SIZES.find((s) => String(s) === (request.query as { size?: unknown }).size) ?? DEFAULT_IMAGE_SIZE;
      if (await isHiddenPhoto(db, name)) throw notFound('photo_not_found');
      const bytes = await readPublicImage(files, PHOTO_FOLDER, name, size);
      if (!bytes) throw notFound('photo_not_found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=3600').send(bytes);
    });
  };
}
