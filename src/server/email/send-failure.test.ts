import { describe, expect, it } from 'vitest';
import { classifySendFailure, retryDelaySeconds } from './send-failure.ts';

// Shapes as nodemailer builds them (smtp-connection _formatError).
const smtpError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? 'x')), fields);

describe('classifySendFailure', () => {
  it.each([
    [
      '550 mailbox unavailable',
      'permanent',
      { responseCode: 550, response: '550 5.1.1 No such user', code: 'EENVELOPE' },
    ],
    [
      '554 message refused',
      'permanent',
      { responseCode: 554, response: '554 Spam', code: 'EMESSAGE', command: 'DATA' },
    ],
    [
      '503 bad sequence (a session out of step)',
      'transient',
      { responseCode: 503, response: '503 Bad sequence' },
    ],
    ['451 try later', 'transient', { responseCode: 451, response: '451 Try again later', code: 'EMESSAGE' }],
    ['421 service closing', 'transient', { responseCode: 421, response: '421 Busy', code: 'ECONNECTION' }],
    ['connection refused', 'transient', { code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' }],
    ['unknown host', 'transient', { code: 'EDNS', originalCode: 'ENOTFOUND' }],
    [
      'greeting timeout',
      'transient',
      { code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT', command: 'CONN' },
    ],
    ['login refused without a code', 'transient', { code: 'EAUTH', command: 'AUTH PLAIN' }],
    ['TLS failure', 'transient', { code: 'ETLS', command: 'CONN' }],
    ['server hung up at EHLO', 'transient', { code: 'ECONNECTION', command: 'EHLO' }],
    ['pool closed before sending', 'transient', { message: 'Connection pool was closed' }],
    [
      'message too large',
      'permanent',
      { code: 'EMESSAGE', command: 'MAIL FROM', message: 'Message size larger than allowed' },
    ],
    [
      'connection closed mid-session',
      'ambiguous',
      { code: 'ECONNECTION', command: 'CONN', message: 'Connection closed unexpectedly' },
    ],
    [
      'socket timeout mid-session',
      'ambiguous',
      { code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT', command: 'CONN' },
    ],
    ['reset mid-session', 'ambiguous', { code: 'ESOCKET', originalCode: 'ECONNRESET', command: 'CONN' }],
    ['anything unexpected', 'ambiguous', { message: 'EPIPE' }],
  ])('%s → %s', (_name, kind, fields) => {
    expect(classifySendFailure(smtpError(fields)).kind).toBe(kind);
  });

  it("puts the server's reply in the pt-BR reason", () => {
    expect(
      classifySendFailure(smtpError({ responseCode: 550, response: '550 5.1.1 No such user' })).reason,
    ).toBe('Recusado pelo servidor de e-mail: 550 5.1.1 No such user');
  });
});

describe('retryDelaySeconds', () => {
  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [5, 480],
    [10, 3600],
  ])('after %i failed attempts waits %i s (no jitter)', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts, 30, () => 0.5)).toBe(seconds);
  });

  it('spreads retries by ±20 %', () => {
    expect(retryDelaySeconds(1, 30, () => 0)).toBe(24);
    expect(retryDelaySeconds(1, 30, () => 1)).toBeCloseTo(36);
  });
});
