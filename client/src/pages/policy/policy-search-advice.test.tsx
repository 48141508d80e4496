import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PolicyListItem } from '@aikc/shared/schemas/policy';
import { PolicySearchAdvice } from './policy-search-advice.tsx';

const item: PolicyListItem = {
  id: 7,
  title: '关于印发《首台（套）重大技术装备推广应用指导目录》的通知',
  title_html: '关于印发《<em>首台</em>（套）重大技术装备推广应用指导目录》的通知',
  snippet_html: '摘要',
  doc_no: '工信部联重装〔2025〕111号',
  agency: '工业和信息化部',
  level: 'national',
  level_name: '国家级',
  region_code: '000000',
  region_name: '全国',
  type: { id: 1, name: '资金扶持' },
  labels: [],
  publish_date: '2025-09-15',
  validity: 'valid',
  validity_name: '有效',
  reprints: [
    {
      agency: '青海省工业和信息化厅',
      region_name: '青海省',
      doc_no: '青工信发〔2025〕42号',
      publish_date: '2025-10-07',
    },
    {
      agency: '福建省工业和信息化厅',
      region_name: '福建省',
      doc_no: '闽工信规〔2025〕84号',
      publish_date: '2025-10-14',
    },
  ],
};

describe('PolicySearchAdvice', () => {
  it('offers the correction, the narrower queries (a place as a region filter) and the partial matches with their reprints', () => {
    const onSearch = vi.fn();
    render(
      <MemoryRouter>
        <PolicySearchAdvice
          keyword="广东省首台套 量子"
          advice={{
            didYouMean: null,
            partial: { list: [item], missing: ['量子'] },
            related: [
              { keyword: '首台套', total: 3, province: '440000', city: '' },
              { keyword: '首台套量子', total: 1 },
            ],
          }}
          onSearch={onSearch}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('未找到同时包含全部关键词的政策，以下结果不含「量子」')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /首台套（限定地区）/ }));
    expect(onSearch).toHaveBeenCalledWith({ keyword: '首台套', province: '440000', city: '' });
    const fold = screen.getByRole('button', { name: /另有 2 个地区转发/ });
    expect(screen.queryByText('青海省工业和信息化厅')).toBeNull();
    fireEvent.click(fold);
    expect(screen.getByText('青海省工业和信息化厅')).toBeTruthy();
  });

  it('names the correction of a misspelt keyword and searches it on a click', () => {
    const onSearch = vi.fn();
    render(
      <MemoryRouter>
        <PolicySearchAdvice
          keyword="瞪铃企业"
          advice={{
            didYouMean: '瞪羚企业',
            partial: { list: [item], missing: [], corrected: '瞪羚企业' },
            related: [],
          }}
          onSearch={onSearch}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('未找到与“瞪铃企业”相关的政策，以下为“瞪羚企业”的搜索结果')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '瞪羚企业' }));
    expect(onSearch).toHaveBeenCalledWith({ keyword: '瞪羚企业' });
  });
});
