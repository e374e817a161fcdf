// A simulator of a PSP's Pix API as the Banco Central specifies it (bacen/pix-api, v2.9): OAuth2
// client credentials, immediate charges (PUT/GET /cob/{txid}), the webhook of a PIX key (callbacks
// to {webhookUrl}/pix), received PIX and devoluções (PUT/GET /pix/{e2eid}/devolucao/{id}). It
// speaks plain HTTP: the mTLS of the real API is the adapter's transport, not the contract.
import { randomBytes, randomUUID } from 'node:crypto';
import { createDynamicPix, hasError } from 'pix-utils';
import {
  centsFromReais,
  type OutgoingWebhook,
  type SimReply,
  type SimRequest,
  type SimServer,
  startSimServer,
  WebhookSender,
} from './sim-http.ts';

export interface PixApiSimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** The receiver's PIX key: charges must name it. */
  pixKey: string;
  port?: number;
  host?: string;
  now?: () => Date;
  /** How long an access token lives (seconds). */
  tokenTtlSeconds?: number;
}

type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

interface ReceivedPix {
  endToEndId: string;
  txid: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  devolucoes: Devolucao[];
}

export interface SimCob {
  txid: string;
  revisao: number;
  status: CobStatus;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  devedor?: { nome: string; cpf?: string; cnpj?: string };
  loc: { id: number; location: string; tipoCob: 'cob' };
  pixCopiaECola: string;
  pix: ReceivedPix[];
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;

function problem(status: number, name: string, title: string, detail: string): SimReply {
  return {
    status,
    headers: { 'content-type': 'application/problem+json' },
    body: { type: `https://pix.bcb.gov.br/api/v2/error/${name}`, title, status, detail },
  };
}

export interface PixApiSimulator {
  url: string;
  cobs: Map<string, SimCob>;
  webhooks: WebhookSender;
  sim: SimServer;
  /** The webhook URL registered per PIX key (PUT /webhook/{chave}). */
  webhookUrls: Map<string, string>;
  /** How many charges PUT /cob created. */
  created(): number;
  /** A payer paid the charge: CONCLUIDA, a received PIX, and the key's webhook called. */
  pay(txid: string): ReceivedPix;
  expire(txid: string): void;
  close(): Promise<void>;
}

export async function startPixApiSimulator(options: PixApiSimulatorOptions): Promise<PixApiSimulator> {
  const now = options.now ?? (() => new Date());
  const cobs = new Map<string, SimCob>();
  const byE2e = new Map<string, ReceivedPix>();
  const tokens = new Map<string, number>();
  const webhookUrls = new Map<string, string>();
  let nextLoc = 1000;
  let createdCount = 0;
  const webhooks = new WebhookSender((webhook) => webhook);

  const notify = (pix: ReceivedPix) => {
    const base = webhookUrls.get(pix.chave);
    if (!base) return;
    const { devolucoes, ...rest } = pix;
    const webhook: OutgoingWebhook = {
      url: `${base.replace(/\/$/, '')}/pix`,
      headers: {},
      body: { pix: [{ ...rest, ...(devolucoes.length ? { devolucoes } : {}) }] },
    };
    webhooks.notify(webhook);
  };

  const refreshExpiry = (cob: SimCob) => {
    const ends = new Date(cob.calendario.criacao).getTime() + cob.calendario.expiracao * 1000;
    if (cob.status === 'ATIVA' && ends <= now().getTime()) cob.status = 'REMOVIDA_PELO_PSP';
  };

  const view = (cob: SimCob) => {
    refreshExpiry(cob);
    const { pix, ...rest } = cob;
    return { ...rest, location: cob.loc.location, ...(pix.length ? { pix } : {}) };
  };

  const issueToken = (request: SimRequest): SimReply => {
    const basic = request.headers.authorization;
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (basic !== expected) return { status: 401, body: { error: 'invalid_client' } };
    const body = (request.body ?? {}) as { grant_type?: string };
    if (body.grant_type !== 'client_credentials')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    const token = randomBytes(24).toString('base64url');
    const ttl = options.tokenTtlSeconds ?? 3600;
    tokens.set(token, now().getTime() + ttl * 1000);
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttl,
        scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read',
      },
    };
  };

  const isAuthorised = (request: SimRequest) => {
    const value = request.headers.authorization;
    const token = typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : '';
    const expires = tokens.get(token);
    return expires !== undefined && expires > now().getTime();
  };

  const putCob = (txid: string, request: SimRequest): SimReply => {
    if (!TXID.test(txid))
      return problem(
        400,
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        'O txid deve ter de 26 a 35 caracteres alfanuméricos.',
      );
    const body = (request.body ?? {}) as Partial<SimCob> & { calendario?: { expiracao?: number } };
    const cents = centsFromReais(body.valor?.original);
    if (cents === null || !/^\d{1,10}\.\d{2}$/.test(String(body.valor?.original))) {
      return problem(
        400,
        'CobPayloadInvalido',
        'Cobrança inválida.',
        'O campo cob.valor.original não respeita o schema.',
      );
    }
    if (body.chave !== options.pixKey) {
      return problem(
        400,
        'CobPayloadInvalido',
        'Cobrança inválida.',
        'O campo cob.chave não corresponde a uma chave do usuário recebedor.',
      );
    }
    if (cobs.has(txid)) {
      return problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'O txid informado já está em uso.');
    }
    const loc = nextLoc++;
    const location = `${new URL(sim.url).host}/qr/v2/${randomUUID().replaceAll('-', '')}`;
    const pix = createDynamicPix({
      merchantName: 'RECEBEDOR SIMULADO',
      merchantCity: 'SAO PAULO',
      url: location,
    });
    if (hasError(pix)) return problem(500, 'ServicoIndisponivel', 'Serviço indisponível', pix.message);
    const cob: SimCob = {
      txid,
      revisao: 0,
      status: 'ATIVA',
      calendario: { criacao: now().toISOString(), expiracao: body.calendario?.expiracao ?? 86_400 },
      valor: { original: String(body.valor?.original) },
      chave: options.pixKey,
      ...(body.solicitacaoPagador ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
      ...(body.devedor ? { devedor: body.devedor } : {}),
      loc: { id: loc, location, tipoCob: 'cob' },
      pixCopiaECola: pix.toBRCode(),
      pix: [],
    };
    cobs.set(txid, cob);
    createdCount += 1;
    return { status: 201, body: view(cob) };
  };

  const putDevolucao = (e2eid: string, id: string, request: SimRequest): SimReply => {
    const pix = byE2e.get(e2eid);
    if (!pix) return problem(404, 'NaoEncontrado', 'Não Encontrado', 'Pix não encontrado.');
    if (!DEVOLUCAO_ID.test(id))
      return problem(400, 'DevolucaoPayloadInvalido', 'Devolução inválida.', 'id inválido.');
    const existing = pix.devolucoes.find((d) => d.id === id);
    // The devolução id is the idempotency key of the Pix API: the same id answers the same devolução.
    if (existing) return { status: 201, body: existing };
    const body = (request.body ?? {}) as { valor?: string };
    const cents = centsFromReais(body.valor);
    const taken = pix.devolucoes
      .filter((d) => d.status !== 'NAO_REALIZADO')
      .reduce((sum, d) => sum + Math.round(Number(d.valor) * 100), 0);
    const available = Math.round(Number(pix.valor) * 100) - taken;
    if (cents === null || cents > available) {
      return problem(
        400,
        'DevolucaoOperacaoInvalida',
        'Devolução inválida.',
        'O valor excede o valor disponível para devolução.',
      );
    }
    const devolucao: Devolucao = {
      id,
      rtrId: `D${randomBytes(15).toString('hex').toUpperCase()}`.slice(0, 32),
      valor: (cents / 100).toFixed(2),
      horario: { solicitacao: now().toISOString() },
      status: 'EM_PROCESSAMENTO',
    };
    pix.devolucoes.push(devolucao);
    // Settles right after the answer, then the key's webhook hears of it (a final status).
    setTimeout(() => {
      devolucao.status = 'DEVOLVIDO';
      devolucao.horario.liquidacao = now().toISOString();
      notify(pix);
    }, 20);
    return { status: 201, body: { ...devolucao } };
  };

  const routes = async (request: SimRequest): Promise<SimReply> => {
    const { method, path } = request;
    if (method === 'POST' && path === '/oauth/token') return issueToken(request);
    if (path.startsWith('/__simulator/')) return control(request);
    if (!isAuthorised(request))
      return problem(
        403,
        'AcessoNegado',
        'Acesso Negado',
        'Requisição de participante autenticado que viola alguma regra de autorização.',
      );
    const cob = /^\/cob\/([^/]+)$/.exec(path);
    if (cob) {
      const txid = decodeURIComponent(cob[1] ?? '');
      if (method === 'PUT') return putCob(txid, request);
      const found = cobs.get(txid);
      if (method === 'GET')
        return found
          ? { status: 200, body: view(found) }
          : problem(
              404,
              'CobNaoEncontrado',
              'Cobrança não encontrada.',
              'Cobrança não encontrada para o txid informado.',
            );
    }
    const hook = /^\/webhook\/([^/]+)$/.exec(path);
    if (hook) {
      const chave = decodeURIComponent(hook[1] ?? '');
      if (chave !== options.pixKey)
        return problem(404, 'NaoEncontrado', 'Não Encontrado', 'Chave não encontrada.');
      if (method === 'PUT') {
        const url = (request.body as { webhookUrl?: string } | null)?.webhookUrl;
        if (!url || !/^https?:\/\//.test(url))
          return problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido.', 'webhookUrl inválida.');
        webhookUrls.set(chave, url);
        return { status: 204 };
      }
      const url = webhookUrls.get(chave);
      if (method === 'GET')
        return url
          ? { status: 200, body: { webhookUrl: url, chave, criacao: now().toISOString() } }
          : problem(404, 'NaoEncontrado', 'Não Encontrado', 'Webhook não encontrado.');
    }
    const dev = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
    if (dev) {
      const e2eid = dev[1] ?? '';
      const id = dev[2] ?? '';
      if (method === 'PUT') return putDevolucao(e2eid, id, request);
      const found = byE2e.get(e2eid)?.devolucoes.find((d) => d.id === id);
      if (method === 'GET')
        return found
          ? { status: 200, body: found }
          : problem(404, 'NaoEncontrado', 'Não Encontrado', 'Devolução não encontrada.');
    }
    const pixPath = /^\/pix\/([^/]+)$/.exec(path);
    if (pixPath && method === 'GET') {
      const found = byE2e.get(pixPath[1] ?? '');
      return found
        ? { status: 200, body: found }
        : problem(404, 'NaoEncontrado', 'Não Encontrado', 'Pix não encontrado.');
    }
    return problem(404, 'NaoEncontrado', 'Não Encontrado', 'Recurso não encontrado.');
  };

  const control = async (request: SimRequest): Promise<SimReply> => {
    const match = /^\/__simulator\/cob\/([^/]+)\/(pay|expire)$/.exec(request.path);
    if (request.method === 'POST' && match) {
      const txid = match[1] ?? '';
      try {
        if (match[2] === 'pay') return { status: 200, body: simulator.pay(txid) };
        simulator.expire(txid);
        return { status: 200, body: view(cobs.get(txid) as SimCob) };
      } catch (error) {
        return problem(
          409,
          'CobOperacaoInvalida',
          'Cobrança inválida.',
          error instanceof Error ? error.message : '',
        );
      }
    }
    if (request.method === 'GET' && request.path === '/__simulator/cob') {
      return { status: 200, body: [...cobs.values()].map(view) };
    }
    if (request.method === 'POST' && request.path === '/__simulator/webhooks/flush') {
      const order = request.query.get('order') === 'reverse' ? 'reverse' : 'fifo';
      return { status: 200, body: await webhooks.flush(order) };
    }
    return problem(404, 'NaoEncontrado', 'Não Encontrado', 'Recurso não encontrado.');
  };

  const sim = await startSimServer(routes, options.port, options.host);
  const simulator: PixApiSimulator = {
    url: sim.url,
    cobs,
    webhooks,
    sim,
    webhookUrls,
    created: () => createdCount,
    pay(txid) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`no charge ${txid}`);
      refreshExpiry(cob);
      if (cob.status !== 'ATIVA') throw new Error(`charge ${txid} is ${cob.status}`);
      cob.status = 'CONCLUIDA';
      const received: ReceivedPix = {
        endToEndId: `E${randomBytes(16).toString('hex').toUpperCase()}`.slice(0, 32),
        txid,
        valor: cob.valor.original,
        chave: cob.chave,
        horario: now().toISOString(),
        devolucoes: [],
      };
      cob.pix.push(received);
      byE2e.set(received.endToEndId, received);
      notify(received);
      return received;
    },
    expire(txid) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`no charge ${txid}`);
      cob.calendario.criacao = new Date(now().getTime() - cob.calendario.expiracao * 1000).toISOString();
      refreshExpiry(cob);
    },
    close: () => sim.close(),
  };
  return simulator;
}
