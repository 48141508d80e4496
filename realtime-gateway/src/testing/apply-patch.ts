import { clone } from 'jsondiffpatch';
import { patch } from 'jsondiffpatch/formatters/jsonpatch';
import type { ApplyPatch } from '@aikc/shared/socket/screen-replica';

/** The same RFC 6902 apply as the screens runtime (screens/src/data/apply-patch.ts), for the test walls. */
export const applyPatch: ApplyPatch = (data, ops) => {
  const copy = clone(data);
  patch(copy, ops);
  return copy;
};
