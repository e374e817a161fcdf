import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

export interface ReceivedFile {
  data: Buffer;
  filename: string;
  /** The file went past the multipart size limit and was cut short. */
  tooLarge: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads a whole multipart body: text fields, and the files named in `fileFields` (others are
 * drained and dropped). A malformed body is a 400, never a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  try {
    // Over-limit files are cut short and flagged (truncated) instead of failing the whole request,
    // so the answer can be the spec's own size message.
    const options = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname) || body.files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      body.files[part.fieldname] = { data, filename: part.filename, tooLarge: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof AppError || isClientError(error)) throw error;
    throw new AppError('validation', 'Requisição multipart inválida.', {
      status: 400,
      logMessage: (error as Error).message,
    });
  }
  return body;
}
