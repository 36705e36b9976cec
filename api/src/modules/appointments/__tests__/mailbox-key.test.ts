import { describe, expect, it } from 'vitest';

import { mailboxKey } from '../mailbox-key.js';

describe('mailboxKey', () => {
  it('names the mailbox an address reaches: case, +tags and Gmail’s dots do not make another one', () => {
    expect(mailboxKey(' Dana.Cole@Example.com ')).toBe('dana.cole@example.com');
    expect(mailboxKey('dana+chat1@example.com')).toBe('dana@example.com');
    expect(mailboxKey('d.a.n.a+x@googlemail.com')).toBe('dana@gmail.com');
    expect(mailboxKey('+only@example.com')).toBe('+only@example.com');
    expect(mailboxKey('')).toBeUndefined();
    expect(mailboxKey(null)).toBeUndefined();
  });
});
