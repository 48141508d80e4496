import argon2 from 'argon2';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). Hashes carry their parameters, so raising them later still verifies old ones. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown mobile, or an account without a password) a dummy hash is
 * verified anyway, so the answer takes as long either way and timing does not reveal which mobiles exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('aikc-dummy-password');
    await argon2.verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(stored, password);
  } catch {
    return false;
  }
}
