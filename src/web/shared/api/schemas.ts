import { z } from 'zod';

/** An instant as the API sends it: ISO 8601 with `Z` or an explicit offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Database ids are serial integers. */
export const idSchema = z.number().int().positive();
