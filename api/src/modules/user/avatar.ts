import crypto from 'node:crypto';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOADS_PREFIX, UserApi } from '@aikc/shared/api-paths';
import { ok } from '@aikc/shared/envelope';
import { AVATAR_MAX_BYTES, type UploadAvatarResult } from '@aikc/shared/schemas/user';
import type { AppDeps } from '../../deps.ts';
import { tokenFromRequest, userForToken } from '../../http/auth.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { singleFileUpload } from '../../http/upload.ts';
import { uploadsDir } from '../uploads/dirs.ts';
import { admitUpload, storeUpload } from '../uploads/guard.ts';

/** Image types accepted by content (magic bytes); whatever comes in is stored as WebP. */
const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const AVATAR_SIZE = 256;

/**
 * Decodes the image and writes a new one: oriented by its EXIF, cut to a 256 px square, encoded as WebP. Only
 * pixels survive: EXIF, ICC, XMP, comments and anything appended after the image data are dropped (sharp keeps
 * no metadata unless asked). A bomb is refused by the pixel limit before it is decoded.
 */
export async function reencodeImage(input: Buffer, size = AVATAR_SIZE): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 85 })
    .toBuffer();
}

/**
 * upload_avatar (multipart field `file`, memory storage, 5 MB) and the static serving of /uploads. The name is
 * random, the type comes from the bytes (never the client's name or Content-Type), and the stored file is a
 * re-encoded copy (reencodeImage), never the uploaded bytes.
 */
export function mountAvatarRoutes(r: Router, deps: AppDeps): void {
  mountImageUpload(r, deps, UserApi.uploadAvatar, 'avatars', (b) => reencodeImage(b));
  // Feedback screenshots (upload_image_wei): the same checks, kept at up to 1600 px on the long side.
  mountImageUpload(r, deps, UserApi.uploadImageWei, 'images', (b) =>
    sharp(b, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );

  r.use(
    UPLOADS_PREFIX,
    // Only names we generate are served; anything else is a 404 without touching the disk.
    (req, res, next) =>
      /^\/(avatars\/[0-9a-f]{32}\.(png|jpg|webp|gif)|images\/[0-9a-f]{32}\.webp)$/.test(req.path)
        ? next()
        : res.status(404).end(),
    express.static(uploadsDir(deps), {
      dotfiles: 'deny',
      index: false,
      redirect: false,
      fallthrough: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
      },
    }),
  );
}

/** One image upload route: token first, the file in memory, type by content, then the re-encoded copy only. */
function mountImageUpload(
  r: Router,
  deps: AppDeps,
  route: string,
  subdir: 'avatars' | 'images',
  reencode: (b: Buffer) => Promise<Buffer>,
): void {
  const upload = singleFileUpload({ maxBytes: AVATAR_MAX_BYTES, fields: 5, tooLarge: '图片不能超过5MB' });
  const dir = path.join(uploadsDir(deps), subdir);

  r.post(route, async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Authenticate before reading the body, so anonymous uploads cost nothing.
      const token = tokenFromRequest(req);
      const user = token ? await userForToken(deps.db.db, token) : null;
      if (!user) throw unauthorized();
      await admitUpload(deps, user.id);
      await upload(req, res);
      const file = req.file;
      if (!file) throw badRequest('请选择要上传的图片');
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !ALLOWED.has(type.mime)) throw badRequest('仅支持PNG、JPG、WebP格式的图片');
      let image: Buffer;
      try {
        image = await reencode(file.buffer);
      } catch {
        throw badRequest('图片已损坏或尺寸过大，请重新选择');
      }
      const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
      await storeUpload(deps, {
        userId: user.id,
        area: subdir === 'avatars' ? 'avatar' : 'image',
        dir,
        storedName: name,
        bytes: image,
      });
      const result: UploadAvatarResult = { url: `${UPLOADS_PREFIX}/${subdir}/${name}` };
      res.json(ok(result));
    } catch (err) {
      next(err);
    }
  });
}
