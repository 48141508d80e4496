import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlight, decodeEntities, parseHighlight } from './highlight.tsx';

describe('parseHighlight', () => {
  it('splits marked and plain runs', () => {
    expect(parseHighlight('关于<em>高新技术企业</em>认定的<em>通知</em>')).toEqual([
      { text: '关于', marked: false },
      { text: '高新技术企业', marked: true },
      { text: '认定的', marked: false },
      { text: '通知', marked: true },
    ]);
  });

  it('decodes the escaping the server applied', () => {
    expect(parseHighlight('A&amp;B &lt;b&gt; &quot;x&quot; &#39;y&#39; &#x4E2D;')).toEqual([
      { text: 'A&B <b> "x" \'y\' 中', marked: false },
    ]);
  });

  it('keeps unbalanced tags harmless', () => {
    expect(parseHighlight('</em>前<em>中')).toEqual([
      { text: '前', marked: false },
      { text: '中', marked: true },
    ]);
  });

  it('leaves unknown entities as they are', () => {
    expect(decodeEntities('&unknown; &#0; &amp;')).toBe('&unknown; &#0; &');
  });
});

describe('<Highlight>', () => {
  it('renders <em> for matches and nothing else as markup', () => {
    const { container } = render(
      <Highlight html={'&lt;script&gt;alert(1)&lt;/script&gt;<em>补贴</em><img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelectorAll('em')).toHaveLength(1);
    expect(container.querySelector('em')?.textContent).toBe('补贴');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script>补贴<img src=x onerror=alert(1)>');
  });

  it('does not turn an escaped <em> into markup', () => {
    const { container } = render(<Highlight html={'&lt;em&gt;不是高亮&lt;/em&gt;'} />);
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('<em>不是高亮</em>');
  });
});
