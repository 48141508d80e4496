import { Router } from 'express';
import { UserApi } from '@aikc/shared/api-paths';
import { UserInfoQuerySchema } from '@aikc/shared/schemas/user';
import type { AppDeps } from '../../deps.ts';
import { defineCall } from '../../http/define-call.ts';
import { presentCurrentUser } from './presenter.ts';

export function userRoutes(deps: AppDeps): Router {
  const r = Router();
  defineCall(r, deps, UserApi.userInfo, { input: UserInfoQuerySchema, auth: 'user' }, ({ user }) => presentCurrentUser(user));
  return r;
}
