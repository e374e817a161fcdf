import { describe, expect, it } from 'vitest';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { fakePng, multipartBody } from './multipart-test-body.ts';

describe.each(TEST_DRIVERS)('rich-editor uploads (%s)', (driver) => {
  const env = useTestApp(driver);

  const upload = async (data: Buffer, filename = 'foto.png', contentType = 'image/png') => {
    const agent = await registerOrganiserAgent(env().app);
    const body = multipartBody({ session_uuid: 'abc' }, [{ field: 'image', filename, contentType, data }]);
    return agent.inject({ method: 'POST', url: '/api/uploads/rich-editor', ...body });
  };

  it('stores an image and serves it inert, with the type found in its bytes', async () => {
    const res = await upload(fakePng(), 'foto.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { url, upload_token } = res.json().data;
    expect(url).toBe(`/uploads/${upload_token}`);
    const served = await env().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(fakePng())).toBe(true);
  });

  it('judges by content, not by name', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors.image).toEqual([
      'Formato não suportado. Use PNG, JPG, JPEG ou WEBP.',
    ]);
  });

  it('refuses images over 5 MB', async () => {
    const res = await upload(fakePng(5 * 1024 * 1024 + 10));
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors.image).toEqual(['Arquivo muito grande. Tamanho máximo: 5MB.']);
  });

  it('needs a session and a file', async () => {
    const anonymous = await env().app.inject({
      method: 'POST',
      url: '/api/uploads/rich-editor',
      ...multipartBody({}),
    });
    expect(anonymous.statusCode).toBe(401);
    const agent = await registerOrganiserAgent(env().app);
    const empty = await agent.inject({
      method: 'POST',
      url: '/api/uploads/rich-editor',
      ...multipartBody({ a: 'b' }),
    });
    expect(empty.statusCode).toBe(422);
  });

  it('answers 4xx to a broken multipart body', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/uploads/rich-editor',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers 404 for unknown or malformed upload ids', async () => {
    for (const id of ['nao-existe', '0b6f4f9e-3c43-4d7e-9d6b-2b8a3e0a1f11', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await env().app.inject({ method: 'GET', url: `/uploads/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
