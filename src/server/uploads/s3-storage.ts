// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage…), reached through the
// S3 REST API with Signature Version 4: PUT, GET, HEAD and DELETE Object, nothing else
// (docs/decisions/0333-uploads-every-node-reads.md). Objects are private; Catraca serves them.
import { assertSafeKey, type FileStorage } from './file-storage.ts';
import { encodeS3, type S3Credentials, sha256Hex, signRequest } from './s3-signature.ts';

export interface S3StorageOptions extends S3Credentials {
  /** https://s3.sa-east-1.amazonaws.com, http://minio:9000 … */
  endpoint: string;
  bucket: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Optional key prefix, so one bucket can hold several sites' files. */
  prefix?: string;
  timeoutMs?: number;
}

export class S3Error extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export class S3Storage implements FileStorage {
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
  }

  /** The object's URL, path-style or virtual-hosted. */
  objectUrl(key: string): URL {
    const { endpoint, bucket, forcePathStyle, prefix = '' } = this.options;
    const base = new URL(endpoint);
    const objectPath = encodeS3(`${prefix}${assertSafeKey(key)}`, true);
    const basePath = base.pathname.replace(/\/$/, '');
    if (forcePathStyle) return new URL(`${base.origin}${basePath}/${encodeS3(bucket, false)}/${objectPath}`);
    return new URL(`${base.protocol}//${bucket}.${base.host}${basePath}/${objectPath}`);
  }

  private async send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    body?: Buffer,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const payload = body ?? Buffer.alloc(0);
    const extra: Record<string, string> = body
      ? { 'content-type': 'application/octet-stream', 'content-length': String(body.length) }
      : {};
    const headers = signRequest(
      { method, url, headers: extra, payloadHash: sha256Hex(payload) },
      this.options,
    );
    // fetch sets host and content-length itself and refuses them as headers.
    delete headers.host;
    delete headers['content-length'];
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
  }

  private async fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText;
    throw new S3Error(response.status, `S3 ${method} ${key}: ${response.status} ${code}`);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send('PUT', key, data);
    if (!response.ok) await this.fail('PUT', key, response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) return this.fail('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async has(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key);
    if (response.status === 404) return false;
    if (!response.ok) return this.fail('HEAD', key, response);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed.
    if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
    await response.arrayBuffer();
  }
}
