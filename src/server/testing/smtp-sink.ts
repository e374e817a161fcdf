// A real SMTP server on 127.0.0.1 and a free port, for tests and benchmarks: it records every
// message it accepts (Message-ID, envelope recipients, subject) so duplicates are countable, and can
// be told to refuse some recipients (4xx for a while, 5xx for good), to be slow, or to drop the
// connection after taking a message without answering (the ambiguous case of ADR 0060).
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface SinkMessage {
  messageId: string | null;
  from: string;
  to: string[];
  subject: string | null;
  raw: string;
  receivedAt: number;
}

export interface FailureRule {
  /** SMTP reply code: 4xx transient, 5xx permanent. Ignored by `drop`. */
  code?: number;
  message?: string;
  /** How many times to fail before accepting; default: always. */
  times?: number;
  /**
   * `rcpt` refuses the recipient, `data` refuses the message after reading it, `drop` accepts the
   * message, records it, then closes the connection without the final reply.
   */
  stage?: 'rcpt' | 'data' | 'drop';
}

export interface SmtpSink {
  readonly url: string;
  readonly port: number;
  /** Every accepted message, in arrival order. */
  readonly messages: SinkMessage[];
  /** Message-IDs received more than once, with how many times. */
  duplicates(): Map<string, number>;
  /** Refusals served per recipient address. */
  refusals(address: string): number;
  failFor(address: string, rule: FailureRule): void;
  /** Wait this long before answering each message (a slow server). */
  setDelay(ms: number): void;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Forgets messages, rules, refusals and the delay (between tests). */
  reset(): void;
  close(): Promise<void>;
}

function header(raw: string, name: string): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return match?.[1]?.trim() ?? null;
}

function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const rules = new Map<string, FailureRule & { served: number }>();
  const refused = new Map<string, number>();
  let delayMs = 0;
  let server: SMTPServer;

  // Decides whether this delivery to `address` fails at `stage`, counting the refusal.
  const failure = (address: string, stage: FailureRule['stage']) => {
    const rule = rules.get(address.toLowerCase());
    if (!rule || (rule.stage ?? 'rcpt') !== stage) return null;
    if (rule.times !== undefined && rule.served >= rule.times) return null;
    rule.served += 1;
    refused.set(address.toLowerCase(), (refused.get(address.toLowerCase()) ?? 0) + 1);
    return rule;
  };
  const dropConnection = (session: SMTPServerSession) => {
    for (const connection of server.connections) {
      if (connection.id === session.id) connection._socket.destroy();
    }
  };

  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'catraca test sink',
    onRcptTo(address, _session, callback) {
      const rule = failure(address.address, 'rcpt');
      if (rule) return callback(smtpError(rule.code ?? 550, rule.message ?? 'Recipient refused'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusal = to.map((address) => failure(address, 'data')).find((r) => r !== null);
        const drop = to.map((address) => failure(address, 'drop')).find((r) => r !== null);
        const finish = () => {
          if (refusal) return callback(smtpError(refusal.code ?? 451, refusal.message ?? 'Try again later'));
          messages.push({
            messageId: header(raw, 'Message-ID'),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to,
            subject: header(raw, 'Subject'),
            raw,
            receivedAt: Date.now(),
          });
          if (drop) return dropConnection(session);
          callback();
        };
        if (delayMs > 0) setTimeout(finish, delayMs);
        else finish();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    duplicates() {
      const counts = new Map<string, number>();
      for (const m of messages) counts.set(m.messageId ?? '', (counts.get(m.messageId ?? '') ?? 0) + 1);
      return new Map([...counts].filter(([, n]) => n > 1));
    },
    refusals: (address) => refused.get(address.toLowerCase()) ?? 0,
    failFor(address, rule) {
      rules.set(address.toLowerCase(), { ...rule, served: 0 });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      messages.length = 0;
      rules.clear();
      refused.clear();
      delayMs = 0;
    },
    async waitForCount(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`sink got ${messages.length} of ${count} messages`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of server.connections) connection._socket.destroy();
        server.close(() => resolve());
      }),
  };
}
