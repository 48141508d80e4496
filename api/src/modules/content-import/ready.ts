import type { ContentImportItem, ImportItem } from '@aikc/shared/schemas/content-import';

/** An item that passed validation, with its line in the input and the hash that tells an unchanged re-import. */
export interface Ready<I extends ImportItem = ContentImportItem> {
  line: number;
  item: I;
  hash: string;
}
