import type { Request, Response } from 'express';
import multer from 'multer';
import { ResultCode } from '@aikc/shared/result-codes';
import { AppError, badRequest } from './errors.ts';

/** One multipart upload route's bounds and its words for a file over them. */
export interface SingleFileLimits {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Most text fields beside the file (the route's form, with room for none of anything else). */
  fields: number;
  /** The Chinese message for a file over `maxBytes`, e.g. '图片不能超过5MB'. */
  tooLarge: string;
}

/**
 * The one multipart reader of the API: one file in the field `file`, held in memory (every route types it by its
 * bytes, then stores it or a re-encoded copy), the request refused past its bounds. The route calls the returned
 * function after its own checks (who asks, disk room), so a refused request never has its body read; afterwards
 * `req.file` and `req.body` hold the file and the fields. A file over the size answers 413 with `tooLarge`; any
 * other malformed body (too many parts, a broken stream) 400 with one plain message.
 */
export function singleFileUpload(limits: SingleFileLimits): (req: Request, res: Response) => Promise<void> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.maxBytes, files: 1, fields: limits.fields, parts: limits.fields + 1 },
  }).single('file');
  return (req, res) =>
    new Promise<void>((resolve, reject) =>
      upload(req, res, (err: unknown) => {
        if (!err) return resolve();
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
          return reject(new AppError(ResultCode.PAYLOAD_TOO_LARGE, limits.tooLarge));
        reject(badRequest('上传文件有误，请重新选择'));
      }),
    );
}
