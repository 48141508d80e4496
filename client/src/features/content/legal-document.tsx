import { Table, Typography } from 'antd';
import type { AnchorItem } from './anchor-item.ts';
import { chineseNumeral } from './chinese-numerals.ts';
import type { ClauseTable, LegalClause, LegalDocument } from './legal-types.ts';
import './legal.css';

const sectionId = (doc: LegalDocument, index: number) => `${doc.id}-${index + 1}`;

/** Table-of-contents entries for `doc`: the document itself, then its numbered sections. */
export function legalTocItems(doc: LegalDocument): AnchorItem {
  return {
    key: doc.id,
    href: `#${doc.id}`,
    title: `《${doc.title}》`,
    children: doc.sections.map((s, i) => ({
      key: sectionId(doc, i),
      href: `#${sectionId(doc, i)}`,
      title: `${chineseNumeral(i + 1)}、${s.title}`,
    })),
  };
}

function ClauseTableView({ table }: { table: ClauseTable }) {
  const columns = table.columns.map((title, i) => ({ title, dataIndex: String(i), key: String(i) }));
  const data = table.rows.map((row, r) => ({
    key: String(r),
    ...Object.fromEntries(row.map((cell, i) => [String(i), cell])),
  }));
  return (
    <Table size="small" bordered pagination={false} columns={columns} dataSource={data} className="legal-doc__table" />
  );
}

function Clause({ no, clause }: { no: string; clause: string | LegalClause }) {
  const c: LegalClause = typeof clause === 'string' ? { text: clause } : clause;
  return (
    <div className="legal-doc__clause">
      <p>
        <span className="legal-doc__no">{no}</span>
        {c.strong ? <strong>{c.text}</strong> : c.text}
      </p>
      {c.items ? (
        <ol className="legal-doc__items">
          {c.items.map((item, i) => (
            <li key={item}>
              <span className="legal-doc__item-no">（{i + 1}）</span>
              {item}
            </li>
          ))}
        </ol>
      ) : null}
      {c.table ? <ClauseTableView table={c.table} /> : null}
    </div>
  );
}

/** A legal document: title, dates, preamble, then sections 一、二、… with clauses 1.1, 1.2 …. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className="legal-doc" id={doc.id} aria-labelledby={`${doc.id}-title`}>
      <Typography.Title level={2} id={`${doc.id}-title`} className="legal-doc__title">
        《{doc.title}》
      </Typography.Title>
      <p className="legal-doc__dates">
        <span>更新日期：{doc.updated}</span>
        <span>生效日期：{doc.effective}</span>
      </p>
      {doc.preamble.map((p) => (
        <p key={p} className="legal-doc__preamble">
          {p}
        </p>
      ))}
      {doc.sections.map((s, i) => (
        <section key={s.title} id={sectionId(doc, i)} className="legal-doc__section">
          <Typography.Title level={4}>
            {chineseNumeral(i + 1)}、{s.title}
          </Typography.Title>
          {s.clauses.map((c, j) => (
            <Clause key={j} no={`${i + 1}.${j + 1}`} clause={c} />
          ))}
        </section>
      ))}
    </article>
  );
}
