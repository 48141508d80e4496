declare module 'autocannon' {
  interface RequestSpec {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    /** Per-request setup (the open API bench signs each request with a fresh nonce). Main-thread clients only. */
    requests?: { setupRequest?: (req: RequestSpec) => RequestSpec }[];
  }
}
export {};
