import { accountsAndMessages } from './0001_accounts_and_messages.ts';
import { content } from './0002_content.ts';
import { search } from './0003_search.ts';
import { accounts } from './0004_accounts.ts';
import { userRecords } from './0005_user_records.ts';
import { searchPerf } from './0006_search_perf.ts';
import { searchState } from './0007_search_state.ts';
import { pgTitleVectors } from './0008_pg_title_vectors.ts';
import { sqliteVocab } from './0009_sqlite_vocab.ts';
import { policyBodyText } from './0010_policy_body_text.ts';
import { membership } from './0011_membership.ts';
import { subscriptions } from './0017_subscriptions.ts';
import type { NamedMigration } from './helpers.ts';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: NamedMigration[] = [accountsAndMessages, content, search, accounts, userRecords, searchPerf, searchState, pgTitleVectors, sqliteVocab, policyBodyText,
  membership,
  subscriptions,
];
