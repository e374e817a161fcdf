import type { FastifyInstance } from 'fastify';
import { RICH_IMAGE_MAX_BYTES } from '../../domain/event-form/event-form-contract.ts';
import { actorOf, type OrganiserArea } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { inline } from '../http/attachment.ts';
import { readMultipart } from './read-multipart.ts';
import { readUpload, storeImage } from './upload-service.ts';

export const RICH_IMAGE_MESSAGES = {
  format: 'Formato não suportado. Use PNG, JPG, JPEG ou WEBP.',
  size: 'Arquivo muito grande. Tamanho máximo: 5MB.',
  missing: 'Envie uma imagem.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rich-text editor's image upload (organiser area). */
export function registerUploadRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canUpload = { config: { permission: 'events.create' } } as const;
  area.post('/api/uploads/rich-editor', canUpload, async (request, reply) => {
    const organiser = actorOf(request);
    if (!request.isMultipart()) throw AppError.validation({ image: [RICH_IMAGE_MESSAGES.missing] });
    const { fields, files } = await readMultipart(request, ['image']);
    const image = files.image;
    if (!image || (image.data.length === 0 && !image.tooLarge)) {
      throw AppError.validation({ image: [RICH_IMAGE_MESSAGES.missing] });
    }
    if (image.tooLarge || image.data.length > RICH_IMAGE_MAX_BYTES) {
      throw AppError.validation({ image: [RICH_IMAGE_MESSAGES.size] });
    }
    const stored = await storeImage(ctx, {
      organiserId: organiser.id,
      kind: 'rich_editor',
      data: image.data,
      originalName: image.filename,
      sessionUuid: fields.session_uuid,
    });
    if (!stored.ok) throw AppError.validation({ image: [RICH_IMAGE_MESSAGES.format] });
    const result = { url: stored.url, upload_token: stored.id };
    return reply.status(201).send({ success: true, ...result, data: result });
  });
}

/** Uploaded images, public: keyed by their random uuid. */
export function registerUploadedFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Served as an inert image: the stored sniffed type, no sniffing by the browser, and a CSP
  // that lets nothing run even if the bytes were opened as a document.
  app.get('/uploads/:id', { config: { public: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) throw AppError.notFound();
    const upload = await readUpload(ctx, id);
    if (!upload) throw AppError.notFound();
    return reply
      .header('content-type', upload.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', inline())
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(upload.data);
  });
}
