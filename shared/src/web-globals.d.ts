// The few Web APIs that shared/ uses, present in both browsers and Node >= 20. Declared here instead of
// pulling in the whole DOM lib, so that shared code cannot reach for `window` or `document` by accident.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare function btoa(data: string): string;
declare function atob(data: string): string;
