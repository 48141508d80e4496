import { AgencyIndex } from '../modules/crawl/extract/agency.ts';
import { extractPage } from '../modules/crawl/extract/page.ts';
import { fixtureAgencies, fixtureDoc } from '../modules/crawl/fixture/documents.ts';
import { LAYOUTS, renderPage } from '../modules/crawl/fixture/layouts.ts';

/**
 * `npm run bench -- --extract`: field-level precision and recall of the page extractor over generated fixture
 * pages (demo documents in every layout the fixture site serves). Precision: of the values extracted, the
 * share that are right; recall: of the values the page states, the share extracted right. Target ≥ 0.95.
 */
const argv = process.argv.slice(2);
const i = argv.indexOf('--pages');
const PAGES = i >= 0 ? Number(argv[i + 1]) : 360;

type Key = 'docNo' | 'agency' | 'writtenDate' | 'publishDate' | 'deadline';
const KEYS: Key[] = ['docNo', 'agency', 'writtenDate', 'publishDate', 'deadline'];
const score = Object.fromEntries(KEYS.map((k) => [k, { extracted: 0, stated: 0, right: 0 }])) as Record<
  Key,
  { extracted: number; stated: number; right: number }
>;
const misses: string[] = [];

const norm = (s: string | null | undefined) => (s ? s.normalize('NFKC').replace(/\s+/gu, '') : null);
const agencies = new AgencyIndex(fixtureAgencies());
const started = performance.now();
for (let n = 0; n < PAGES; n++) {
  const layout = LAYOUTS[n % LAYOUTS.length] as (typeof LAYOUTS)[number];
  const doc = fixtureDoc(`bench-${layout}`, n);
  const { html, truth } = renderPage(doc, layout);
  // The source's region is the province of the site (as a source row states it).
  const defaultRegion = `${doc.agency.region_code.slice(0, 2)}0000`;
  const page = extractPage(html, `https://example.gov.cn/${layout}/${n}.html`, { agencies, defaultRegion });
  const got: Record<Key, string | null> = {
    docNo: norm(page.docNo?.value),
    agency: page.agency?.value?.name ?? null,
    writtenDate: page.writtenDate?.value ?? null,
    publishDate: page.publishDate?.value ?? null,
    deadline: page.apply?.window.end ?? null,
  };
  const want: Record<Key, string | null> = { ...truth, docNo: norm(truth.docNo) };
  for (const k of KEYS) {
    const s = score[k];
    if (got[k] !== null) s.extracted += 1;
    if (want[k] !== null) s.stated += 1;
    if (got[k] !== null && got[k] === want[k]) s.right += 1;
    else if (got[k] !== want[k] && misses.length < 12)
      misses.push(`${layout} #${n} ${k}: got ${got[k]} want ${want[k]}`);
  }
}
const ms = performance.now() - started;
console.log(`extract: ${PAGES} pages in ${LAYOUTS.length} layouts, ${(ms / PAGES).toFixed(1)} ms a page`);
let ok = true;
for (const k of KEYS) {
  const s = score[k];
  const p = s.extracted ? s.right / s.extracted : 1;
  const r = s.stated ? s.right / s.stated : 1;
  if (p < 0.95 || r < 0.95) ok = false;
  console.log(
    `${k.padEnd(12)} precision ${p.toFixed(3)}  recall ${r.toFixed(3)}  (${s.right} right, ${s.extracted} extracted, ${s.stated} stated)`,
  );
}
for (const m of misses) console.log(`  miss: ${m}`);
console.log(ok ? 'extract: every field ≥ 0.95' : 'extract: BELOW TARGET');
process.exitCode = ok ? 0 : 1;
