import { Router } from 'express';
import { MemberApi, UserApi } from '@aikc/shared/api-paths';
import { z } from 'zod';
import { RightsCountSchema } from '@aikc/shared/schemas/membership';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { remainingRights, rightStatus } from './guard.ts';

/** is_have_rights_count (one right's remaining count) and my_rights (all of them, with the membership). */
export function rightsRoutes(deps: AppDeps): Router {
  const r = Router();
  const { db } = deps.db;
  defineCall(r, deps, UserApi.isHaveRightsCount, { input: RightsCountSchema, auth: 'user' }, ({ input, user }) =>
    rightStatus(db, user.id, input.right),
  );
  defineCall(r, deps, MemberApi.myRights, { input: z.object({}).strip(), auth: 'user' }, ({ user }) =>
    remainingRights(db, user.id),
  );
  return r;
}
