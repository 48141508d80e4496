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
import { assessments } from './0012_assessments.ts';
import { policyReprints } from './0015_policy_reprints.ts';
import { chat } from './0016_chat.ts';
import { subscriptions } from './0017_subscriptions.ts';
import { openApi } from './0018_open_api.ts';
import { reportJobs } from './0019_report_jobs.ts';
import { exportsTable } from './0020_exports.ts';
import { hardening } from './0021_hardening.ts';
import { referenceAndQa } from './0022_reference_and_qa.ts';
import { demoMarker } from './0023_demo_marker.ts';
import { issue31 } from './0024_issue31.ts';
import { chatRelated } from './0025_chat_related.ts';
import { backOffice } from './0026_back_office.ts';
import { crawler } from './0028_crawler.ts';
import { userEvents } from './0029_user_events.ts';
import { contentVisibility } from './0030_content_visibility.ts';
import { visitorFeedback } from './0031_visitor_feedback.ts';
import { crawlLinks } from './0032_crawl_links.ts';
import { listingCover } from './0033_listing_cover.ts';
import { qaSeeded } from './0034_qa_seeded.ts';
import type { NamedMigration } from './helpers.ts';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: NamedMigration[] = [
  accountsAndMessages,
  content,
  search,
  accounts,
  userRecords,
  searchPerf,
  searchState,
  pgTitleVectors,
  sqliteVocab,
  policyBodyText,
  membership,
  assessments,
  policyReprints,
  chat,
  subscriptions,
  openApi,
  reportJobs,
  exportsTable,
  hardening,
  referenceAndQa,
  demoMarker,
  issue31,
  chatRelated,
  backOffice,
  crawler,
  userEvents,
  contentVisibility,
  visitorFeedback,
  crawlLinks,
  listingCover,
  qaSeeded,
];
