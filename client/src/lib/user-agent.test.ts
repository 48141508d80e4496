import { describe, expect, it } from 'vitest';
import { isBotUserAgent, mobileRedirectTarget } from './user-agent.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('user agents', () => {
  it('sends a mobile browser to the same path on the configured mobile site', () => {
    expect(mobileRedirectTarget(IPHONE, 'https://m.example.cn', '/policy/detail/3?from=x')).toBe(
      'https://m.example.cn/policy/detail/3?from=x',
    );
  });

  it('never redirects a desktop browser, nor anyone when no mobile site is configured', () => {
    expect(mobileRedirectTarget(DESKTOP, 'https://m.example.cn', '/')).toBeNull();
    expect(mobileRedirectTarget(IPHONE, '', '/')).toBeNull();
  });

  it('recognises crawlers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Sogou web spider/4.0')).toBe(true);
    expect(isBotUserAgent(DESKTOP)).toBe(false);
  });
});
