import { describe, expect, it } from 'vitest';
import { leaksIn } from '../server/secrets-scan';

describe('the secrets scan over every answer of the server suite', () => {
  const secrets = { hashes: ['0123456789abcdef0123456789abcdef'], codes: ['482913'] };

  it('names each answer that shows a password hash, a stored hash or a code', () => {
    const seen = [
      { request: 'GET /api/v1/profile', body: '{"hash":"scrypt$131072$8$1$c2FsdA==$a2V5"}' },
      { request: 'GET /api/v1/orders/1', body: '{"x":"0123456789abcdef0123456789abcdef"}' },
      { request: 'POST /api/v1/auth/register', body: '{"code":"482913"}' },
    ];
    expect(leaksIn(seen, secrets)).toEqual([
      'GET /api/v1/profile answered a password hash',
      'GET /api/v1/orders/1 answered a stored hash or salt (01234567…)',
      'POST /api/v1/auth/register answered the code "482913"',
    ]);
  });

  it('lets the dev code route show codes, and numbers that are not codes pass', () => {
    const seen = [
      { request: 'GET /api/v1/dev/otp?phone=01000000003', body: '{"code":"482913"}' },
      { request: 'GET /api/v1/tires', body: '[{"price":482913}]' },
    ];
    expect(leaksIn(seen, secrets)).toEqual([]);
  });
});
