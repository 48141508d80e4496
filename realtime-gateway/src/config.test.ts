import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: 8082,
      UPSTREAM_URL: 'http://127.0.0.1:8081',
      UPSTREAM_TIMEOUT_MS: 3000,
      BADGE_POLL_MS: 400,
      LOG_LEVEL: 'info',
    });
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.CORS_ORIGIN).toBeUndefined();
  });

  it('treats empty strings as unset and splits CORS_ORIGIN', () => {
    const c = loadConfig({ REDIS_URL: '', CORS_ORIGIN: 'http://a.test, http://b.test', GATEWAY_PORT: '9000' });
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.CORS_ORIGIN).toEqual(['http://a.test', 'http://b.test']);
    expect(c.GATEWAY_PORT).toBe(9000);
  });

  it.each([
    ['GATEWAY_PORT', 'eighty'],
    ['GATEWAY_PORT', '70000'],
    ['UPSTREAM_URL', 'not a url'],
    ['UPSTREAM_URL', 'ftp://127.0.0.1/'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['BADGE_POLL_MS', '5'],
    ['LOG_LEVEL', 'loud'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid gateway configuration:\\n  ${name}: `));
  });
});
