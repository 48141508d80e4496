import { clone } from 'jsondiffpatch';
import { patch } from 'jsondiffpatch/formatters/jsonpatch';
import type { ApplyPatch } from '@aikc/shared/socket/screen-replica';

/**
 * RFC 6902 apply for the wall's replica: jsondiffpatch's applier (atomic, refuses prototype paths) on a deep
 * copy, so the picture on screen is never mutated.
 */
export const applyPatch: ApplyPatch = (data, ops) => {
  const copy = clone(data);
  patch(copy, ops);
  return copy;
};
