import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../../../test-kit/builders.ts';
import { createTestDb, describeEachDb } from '../../../test-kit/harness.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { audited, changedFields } from './audit.ts';

describeEachDb('audited writes', (dialect) => {
  let h: Db;
  let dispose: () => Promise<void>;
  let staffId: number;
  beforeAll(async () => {
    ({ db: h, dispose } = await createTestDb(dialect));
    const s = await h.db
      .insertInto('staff')
      .values({
        mobile: '13900000002',
        name: '客服甲',
        role: 'support',
        password_hash: 'x',
        totp_secret: 'x',
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffId = s.id;
  });
  afterAll(() => dispose());

  it('keeps only the changed fields; a creation keeps its whole side', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toEqual({ before: { b: 'x' }, after: { b: 'y' } });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });

  it('stores the write and its audit row together, or neither when the write refuses', async () => {
    const user = await buildUser(h.db);
    const actor = { staffId, ip: '10.0.0.1' };
    await audited(h.db, actor, async (trx) => {
      await trx.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
      return {
        entry: {
          action: 'user.disable',
          entity: 'user',
          entityId: user.id,
          before: { status: 1, x: 2 },
          after: { status: 0, x: 2 },
        },
        result: null,
      };
    });
    await expect(
      audited(h.db, actor, async (trx) => {
        await trx.updateTable('users').set({ status: 1 }).where('id', '=', user.id).execute();
        throw badRequest('不允许');
      }),
    ).rejects.toThrow('不允许');
    const u = await h.db.selectFrom('users').select('status').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(u.status).toBe(0);
    const rows = await h.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: staffId,
      ip: '10.0.0.1',
      action: 'user.disable',
      entity_id: String(user.id),
    });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ status: 1 });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ status: 0 });
  });
});
