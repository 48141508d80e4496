import { describe, expect, it } from 'vitest';
import { renumberHeadings } from './article-headings.ts';

describe('renumberHeadings', () => {
  it("moves a body's levels up under the page's outline, keeping their order and skipping none", () => {
    expect(renumberHeadings('<h4>一、总则</h4><p>x</p><h4>二、附则</h4>', 2)).toBe(
      '<h2>一、总则</h2><p>x</p><h2>二、附则</h2>',
    );
    expect(renumberHeadings('<h1>章</h1><h3>节</h3><h6>条</h6>', 3)).toBe('<h3>章</h3><h4>节</h4><h5>条</h5>');
    expect(renumberHeadings('<h2>a</h2><h4>b</h4><h5>c</h5><h6>d</h6>', 4)).toBe(
      '<h4>a</h4><h5>b</h5><h6>c</h6><h6>d</h6>',
    );
  });

  it('leaves a body without headings, or already in place, as it is; touches no other tag', () => {
    expect(renumberHeadings('<p>无标题</p><hr>', 2)).toBe('<p>无标题</p><hr>');
    expect(renumberHeadings('<h2>a</h2><header>b</header>', 2)).toBe('<h2>a</h2><header>b</header>');
    expect(renumberHeadings('<h4>a</h4><header>b</header><hgroup></hgroup>', 2)).toBe(
      '<h2>a</h2><header>b</header><hgroup></hgroup>',
    );
  });
});
