import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response, Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { EvaluateApi, UserApi } from '@aikc/shared/api-paths';
import { ok } from '@aikc/shared/envelope';
import { AssessmentIdSchema, EVALUATE_FILE_MAX_BYTES, EVALUATE_FILE_NAME_MAX } from '@aikc/shared/schemas/assessment';
import type { AppDeps } from '../../deps.ts';
import { tokenFromRequest, userForToken } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { singleFileUpload } from '../../http/upload.ts';
import { admitUpload, storeUpload } from '../uploads/guard.ts';
import { evaluateFilesDir } from '../uploads/dirs.ts';
import { removeUpload } from '../uploads/quota.ts';
import { presentFile } from './presenter.ts';
import { addFile, deleteOwnFile, getOwnAssessment, getOwnFile } from './service.ts';

/** Types accepted by their bytes. Old Office files are all one container (CFB); the name then says doc or xls. */
const BY_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const CFB_EXTS = ['doc', 'xls'];
export const TYPE_MESSAGE = '仅支持PDF、Word（doc/docx）、Excel（xls/xlsx）、JPG、PNG格式的文件';
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  jpg: 'image/jpeg',
  png: 'image/png',
  docx: BY_MIME['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as string,
  xlsx: BY_MIME['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as string,
};

/** The type from the content, or null. */
export async function detectEvaluateFileType(
  buf: Buffer,
  clientName: string,
): Promise<{ ext: string; mime: string } | null> {
  const t = await fileTypeFromBuffer(buf);
  if (!t) return null;
  if (t.ext === 'cfb') {
    const ext = path.extname(clientName).slice(1).toLowerCase();
    return CFB_EXTS.includes(ext) ? { ext, mime: CONTENT_TYPES[ext] as string } : null;
  }
  const ext = BY_MIME[t.mime];
  return ext ? { ext, mime: t.mime } : null;
}

/** A display name without paths, control characters or markup-significant characters, at most 80 characters. */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const noExt = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const clean = noExt
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...clean].slice(0, EVALUATE_FILE_NAME_MAX).join('');
}

/** upload_evaluate_file (multipart: file, name, assessment_id), the download and the removal of a document. */
export function mountEvaluateFileRoutes(r: Router, deps: AppDeps): void {
  const upload = singleFileUpload({ maxBytes: EVALUATE_FILE_MAX_BYTES, fields: 5, tooLarge: '文件不能超过20MB' });
  const dir = evaluateFilesDir(deps);
  const db = deps.db.db;

  r.post(UserApi.uploadEvaluateFile, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = tokenFromRequest(req);
      const user = token ? await userForToken(db, token) : null;
      if (!user) throw unauthorized();
      await admitUpload(deps, user.id);
      await upload(req, res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const idParse = AssessmentIdSchema.safeParse({ id: body.assessment_id });
      if (!idParse.success) throw badRequest('请指定所属的测评结果');
      const assessment = await getOwnAssessment(db, user.id, idParse.data.id);
      if (!assessment) throw notFound('测评结果不存在或无权查看');
      const file = req.file;
      if (!file || file.size === 0) throw badRequest('请选择要上传的文件');
      // busboy reads part headers as latin1; the `name` field is UTF-8 text, the preferred source of the name.
      const clientName =
        typeof body.name === 'string' && body.name.trim()
          ? body.name
          : Buffer.from(file.originalname, 'latin1').toString('utf8');
      const type = await detectEvaluateFileType(file.buffer, clientName);
      if (!type) throw badRequest(TYPE_MESSAGE);
      const name = sanitizeFileName(clientName) || '未命名文件';
      const storedName = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
      await storeUpload(deps, {
        userId: user.id,
        area: 'evaluate',
        dir,
        storedName,
        bytes: file.buffer,
        assessmentId: assessment.id,
      });
      const id = await addFile(db, {
        assessmentId: assessment.id,
        userId: user.id,
        name: `${name}.${type.ext}`,
        storedName,
        ext: type.ext,
        mime: type.mime,
        size: file.size,
      });
      const row = await getOwnFile(db, user.id, id);
      res.json(ok(row ? presentFile(row) : null));
    } catch (err) {
      next(err);
    }
  });

  r.get(EvaluateApi.file, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = tokenFromRequest(req);
      const user = token ? await userForToken(db, token) : null;
      if (!user) throw unauthorized();
      const p = AssessmentIdSchema.safeParse(req.query);
      if (!p.success) throw badRequest('文件ID无效');
      const f = await getOwnFile(db, user.id, p.data.id);
      if (!f) throw notFound('文件不存在或无权下载');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Type', CONTENT_TYPES[f.ext] ?? 'application/octet-stream');
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`);
      res.send(await fs.readFile(path.join(dir, f.stored_name)));
    } catch (err) {
      next(err);
    }
  });

  defineCall(
    r,
    deps,
    EvaluateApi.delFile,
    { input: AssessmentIdSchema, auth: 'user', methods: ['POST'] },
    async ({ input, user }) => {
      const stored = await deleteOwnFile(db, user.id, input.id);
      if (!stored) throw notFound('文件不存在或无权删除');
      await fs.rm(path.join(dir, stored), { force: true });
      await removeUpload(db, 'evaluate', stored);
      return { deleted: true };
    },
  );
}
