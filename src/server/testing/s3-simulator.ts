// A small S3-compatible server for tests: one bucket, path-style object URLs, PUT/GET/HEAD/DELETE
// Object, objects kept in memory. It checks every request's Signature Version 4 with its own code
// (not the client's signer), the payload hash against the body, and the clock skew, answering
// S3's XML errors (403 SignatureDoesNotMatch, 404 NoSuchKey) like the real service.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './local-network.ts';

export interface S3Simulator {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, Buffer>;
  /** Requests answered, by method and status (`PUT 200`, `GET 403`). */
  requests: string[];
  close(): Promise<void>;
}

const hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Why the request's signature is wrong, or null when it is right. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  sim: Pick<S3Simulator, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
  if (!auth) return 'AccessDenied';
  const [, keyId, day, region, signedHeaders = '', signature] = auth;
  if (keyId !== sim.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== sim.region) return 'AuthorizationHeaderMalformed';
  const date = String(request.headers['x-amz-date'] ?? '');
  const at = Date.parse(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  if (!date.startsWith(day ?? '-') || Number.isNaN(at) || Math.abs(Date.now() - at) > 15 * 60_000) {
    return 'RequestTimeTooSkewed';
  }
  if (request.headers['x-amz-content-sha256'] !== hex(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const url = new URL(request.url ?? '/', 'http://simulator');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    (request.url ?? '/').split('?')[0],
    query,
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${hex(canonical)}`;
  const key = mac(mac(mac(mac(`AWS4${sim.secretAccessKey}`, day ?? ''), region ?? ''), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

export async function startS3Simulator(bucket = 'catraca-uploads'): Promise<S3Simulator> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const sim = {
    accessKeyId: 'SIMULATORKEY',
    secretAccessKey: 'simulator-secret-key-0123456789',
    region: 'sa-east-1',
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number, text = '', headers: Record<string, string> = {}) => {
      requests.push(`${request.method} ${status}`);
      response.writeHead(status, { 'content-type': 'application/xml', ...headers });
      response.end(request.method === 'HEAD' ? undefined : text);
    };
    const problem = signatureProblem(request, body, sim);
    if (problem) return answer(403, xmlError(problem, 'refused by the simulator'));
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) return answer(404, xmlError('NoSuchBucket', 'no such bucket'));
    const key = path.slice(prefix.length);
    switch (request.method) {
      case 'PUT':
        objects.set(key, body);
        return answer(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      case 'GET':
      case 'HEAD': {
        const data = objects.get(key);
        if (!data) return answer(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        requests.push(`${request.method} 200`);
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': data.length,
        });
        return response.end(request.method === 'HEAD' ? undefined : data);
      }
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return answer(405, xmlError('MethodNotAllowed', 'not simulated'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...sim,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
