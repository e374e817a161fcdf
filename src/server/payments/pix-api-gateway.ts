// The Banco Central's Pix API (bacen/pix-api), spoken by every PSP: OAuth2 client credentials over
// mTLS, immediate charges (PUT/GET /cob/{txid}), the key's webhook and devoluções. For organisers
// who receive PIX straight into their own account; it takes no cards.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { z } from 'zod';
import { GatewayError } from './mercadopago-gateway.ts';
import type {
  GatewayPayment,
  PaymentGateway,
  PixCharge,
  PixChargeRequest,
  RefundRequest,
  RefundResult,
} from './payment-gateway.ts';

export interface PixApiConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The client certificate and key the PSP issued (mTLS); optional only for a plain-HTTP simulator. */
  certPath?: string;
  keyPath?: string;
  /** The same as PEM text (an organisation's receiving account keeps them, encrypted, in the database). */
  certPem?: string;
  keyPem?: string;
  pixKey: string;
  timeoutMs?: number;
}

export interface PixApiGateway extends PaymentGateway {
  /** PUT /webhook/{chave}: the PSP calls `{url}/pix` when a charge of this key is paid. */
  registerWebhook(url: string): Promise<void>;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;

const cobSchema = z.object({
  txid: z.string(),
  status: z.string(),
  calendario: z.object({ criacao: z.string(), expiracao: z.number().optional() }),
  valor: z.object({ original: z.string() }),
  chave: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  pix: z
    .array(
      z.object({
        endToEndId: z.string(),
        valor: z.string(),
        horario: z.string(),
        devolucoes: z.array(z.object({ id: z.string(), valor: z.string(), status: z.string() })).optional(),
      }),
    )
    .optional(),
});
type Cob = z.infer<typeof cobSchema>;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const devolucaoSchema = z.object({ id: z.string(), rtrId: z.string().optional(), status: z.string() });

const cents = (text: string) => Math.round(Number(text) * 100);

/** Our txid (24 characters) made into the 26–35 the Pix API requires for a cob. */
export function cobTxid(txid: string): string {
  const padded = `CT${txid}`.padEnd(26, '0');
  if (!TXID.test(padded)) throw new Error(`invalid PIX txid: ${txid}`);
  return padded;
}

function toGatewayPayment(cob: Cob, now: Date): GatewayPayment {
  const amountCents = cents(cob.valor.original);
  const received = cob.pix ?? [];
  const paidCents = received.reduce((sum, pix) => sum + cents(pix.valor), 0);
  const refundedCents = received
    .flatMap((pix) => pix.devolucoes ?? [])
    .filter((d) => d.status === 'DEVOLVIDO')
    .reduce((sum, d) => sum + cents(d.valor), 0);
  const endsAt = new Date(cob.calendario.criacao).getTime() + (cob.calendario.expiracao ?? 86_400) * 1000;
  const status =
    cob.status === 'CONCLUIDA'
      ? refundedCents >= paidCents && paidCents > 0
        ? 'refunded'
        : 'approved'
      : cob.status === 'REMOVIDA_PELO_PSP'
        ? 'expired'
        : cob.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR'
          ? 'cancelled'
          : endsAt <= now.getTime()
            ? 'expired'
            : 'pending';
  const first = received[0];
  return {
    gatewayReference: cob.txid,
    status,
    statusDetail: cob.status,
    amountCents: paidCents || amountCents,
    refundedCents,
    // The PSP's tariff is not in the Pix API: the money is the organiser's at once, whole.
    money:
      status === 'approved' || status === 'refunded'
        ? {
            grossCents: paidCents,
            feeCents: 0,
            netCents: paidCents,
            releaseAt: first ? new Date(first.horario) : null,
          }
        : null,
  };
}

export function createPixApiGateway(config: PixApiConfig): PixApiGateway {
  const base = new URL(config.baseUrl.replace(/\/$/, ''));
  const basePath = base.pathname.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const agent =
    base.protocol === 'https:'
      ? new Agent({
          keepAlive: true,
          ...(config.certPem
            ? { cert: config.certPem }
            : config.certPath
              ? { cert: readFileSync(config.certPath) }
              : {}),
          ...(config.keyPem
            ? { key: config.keyPem }
            : config.keyPath
              ? { key: readFileSync(config.keyPath) }
              : {}),
        })
      : undefined;
  let token: { value: string; expiresAt: number } | null = null;

  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const request = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || undefined,
          path: `${basePath}${path}`,
          method,
          agent,
          headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body).toString() } : {}) },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text === '' ? null : JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () =>
        request.destroy(new GatewayError(`Pix API ${method} ${path} timed out`, null)),
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async function accessToken(forceNew = false): Promise<string> {
    if (!forceNew && token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await send(
      'POST',
      '/oauth/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status !== 200)
      throw new GatewayError(`Pix API OAuth: ${answer.status}`, answer.status, answer.body);
    const parsed = tokenSchema.parse(answer.body);
    // Renewed a minute early so no call leaves with a token about to expire.
    token = { value: parsed.access_token, expiresAt: Date.now() + ((parsed.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  async function call(method: 'GET' | 'PUT', path: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(attempt > 0);
      const answer = await send(
        method,
        path,
        { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        payload,
      );
      // A token the PSP revoked before its time: one fresh token, then the answer stands.
      if ((answer.status === 401 || answer.status === 403) && attempt === 0) continue;
      return answer;
    }
  }

  async function readCob(txid: string): Promise<Cob | null> {
    const answer = await call('GET', `/cob/${encodeURIComponent(txid)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200)
      throw new GatewayError(`Pix API GET /cob: ${answer.status}`, answer.status, answer.body);
    return cobSchema.parse(answer.body);
  }

  return {
    name: 'pix-api',
    isSandbox: false,
    acceptsCards: false,
    cardTokenization: null,

    async registerWebhook(url: string) {
      const answer = await call('PUT', `/webhook/${encodeURIComponent(config.pixKey)}`, { webhookUrl: url });
      if (answer.status >= 300)
        throw new GatewayError(`Pix API PUT /webhook: ${answer.status}`, answer.status, answer.body);
    },

    async getPayment(gatewayReference) {
      if (!TXID.test(gatewayReference)) return null;
      const cob = await readCob(gatewayReference);
      return cob ? toGatewayPayment(cob, new Date()) : null;
    },

    async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
      const txid = cobTxid(request.txid);
      const seconds = Math.max(60, Math.round((request.expiresAt.getTime() - Date.now()) / 1000));
      const document = request.payer?.document ?? null;
      const body = {
        calendario: { expiracao: seconds },
        ...(document && request.payer
          ? {
              devedor: {
                nome: request.payer.name.slice(0, 200),
                ...(document.length === 14 ? { cnpj: document } : { cpf: document }),
              },
            }
          : {}),
        valor: { original: (request.amountCents / 100).toFixed(2) },
        chave: config.pixKey,
        solicitacaoPagador: request.description.slice(0, 140),
      };
      let answer = await call('PUT', `/cob/${txid}`, body).catch(async (error: unknown) => {
        // No answer: the charge may exist. The txid is the idempotency key of the Pix API.
        const existing = await readCob(txid).catch(() => null);
        if (!existing) throw error;
        return { status: 201, body: existing as unknown };
      });
      if (answer.status === 400) {
        // A retry of a PUT whose first answer was lost: the charge is already there.
        const existing = await readCob(txid);
        if (existing) answer = { status: 201, body: existing };
      }
      if (answer.status !== 201 && answer.status !== 200) {
        throw new GatewayError(`Pix API PUT /cob: ${answer.status}`, answer.status, answer.body);
      }
      const cob = cobSchema.parse(answer.body);
      if (cents(cob.valor.original) !== request.amountCents || !cob.pixCopiaECola) {
        throw new GatewayError('Pix API charge does not match the request', answer.status, answer.body);
      }
      return {
        code: cob.pixCopiaECola,
        txid,
        expiresAt: new Date(
          new Date(cob.calendario.criacao).getTime() + (cob.calendario.expiracao ?? seconds) * 1000,
        ),
        gatewayReference: txid,
      };
    },

    async chargeCard() {
      return { approved: false, reason: 'Este evento recebe somente por PIX.' };
    },

    async voidCardCharge() {
      return { voided: false, reason: 'A Pix API não tem cobranças de cartão.' };
    },

    async refundPayment(request: RefundRequest): Promise<RefundResult> {
      const cob = TXID.test(request.gatewayReference) ? await readCob(request.gatewayReference) : null;
      const pix = cob?.pix?.[0];
      if (!pix) return { refunded: false, reason: 'Nenhum PIX recebido para esta cobrança.' };
      // The devolução id is the Pix API's idempotency key: the same key asks for the same devolução.
      const key = request.idempotencyKey ?? `refund-${request.gatewayReference}-${request.amountCents}`;
      const id = createHash('sha256').update(key).digest('hex').slice(0, 35);
      const answer = await call('PUT', `/pix/${encodeURIComponent(pix.endToEndId)}/devolucao/${id}`, {
        valor: (request.amountCents / 100).toFixed(2),
        descricao: request.reason.slice(0, 140),
      });
      if (answer.status === 201 || answer.status === 200) {
        const devolucao = devolucaoSchema.parse(answer.body);
        if (devolucao.status === 'NAO_REALIZADO')
          return { refunded: false, reason: 'A devolução não foi realizada.' };
        return { refunded: true, refundReference: devolucao.rtrId ?? devolucao.id };
      }
      const detail = (answer.body as { detail?: unknown } | null)?.detail;
      return {
        refunded: false,
        reason: `A devolução foi recusada${typeof detail === 'string' ? `: ${detail}` : ''}.`,
      };
    },
  };
}
