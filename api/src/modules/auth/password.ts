import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): memory-
 * hard, and about 20-40 ms a hash here, which keeps login well inside its
 * 150 ms budget while making offline guessing costly.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified against when the email is unknown, so "no such user" takes as
// long as "wrong password" and response times do not reveal who has an account.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; with no hash (unknown user) spends the same time and answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await (dummyHash ??= hashPassword('not-a-real-password')), password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a data problem, not a reason to let anyone in.
    return false;
  }
}
