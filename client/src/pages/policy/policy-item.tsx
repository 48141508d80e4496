import { useState } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { Link } from 'react-router-dom';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { Highlight } from '../../features/search/highlight.tsx';
import { LEVEL_COLORS } from './policy-filter-model.ts';
import { Tag } from '../../features/content/tag.tsx';

/** 另有 N 个地区转发: the agencies that reprinted the policy verbatim, listed on demand. */
function Reprints({ p }: { p: PolicyListItem }) {
  const [open, setOpen] = useState(false);
  if (p.reprints.length === 0) return null;
  const regions = new Set(p.reprints.map((r) => r.region_name)).size;
  return (
    <div className="result-item__reprints">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        另有 {regions} 个地区转发 {open ? <Icon icon={UpOutlined} /> : <Icon icon={DownOutlined} />}
      </button>
      {open ? (
        <ul aria-label="转发情况">
          {p.reprints.map((r) => (
            <li key={`${r.agency}-${r.doc_no}`}>
              <span>{r.region_name}</span>
              <b>{r.agency}</b>
              <span>{r.doc_no}</span>
              <span>{r.publish_date}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A policy in a result list: level, highlighted title and snippet, issuing details, labels and reprints. */
export function PolicyItem({ p }: { p: PolicyListItem }) {
  return (
    <li className="result-item">
      <div className="result-item__head">
        <Tag color={LEVEL_COLORS[p.level]} variant="filled">
          {p.level_name}
        </Tag>
        <Link to={`/policy/detail/${p.id}`} className="result-item__title">
          <Highlight html={p.title_html} />
        </Link>
        <Tag color={p.validity === 'valid' ? 'success' : 'default'}>{p.validity_name}</Tag>
      </div>
      {p.snippet_html ? (
        <p className="result-item__snippet">
          <Highlight html={p.snippet_html} />
        </p>
      ) : null}
      <div className="result-item__meta">
        <span>
          发文机构：<b>{p.agency}</b>
        </span>
        {p.doc_no ? (
          <span>
            文号：<b>{p.doc_no}</b>
          </span>
        ) : null}
        <span>
          地区：<b>{p.region_name}</b>
        </span>
        <span>
          发布日期：<b>{p.publish_date}</b>
        </span>
      </div>
      <div className="result-item__tags">
        <Tag color="geekblue" variant="filled">
          {p.type.name}
        </Tag>
        {p.labels.slice(0, 4).map((l) => (
          <Tag key={l.id} variant="filled">
            {l.name}
          </Tag>
        ))}
      </div>
      <Reprints p={p} />
    </li>
  );
}
