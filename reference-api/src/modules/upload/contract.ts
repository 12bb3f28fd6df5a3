import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// POST /upload/v1/read-emirate-id: multipart field uploadFile (jpeg/png ≤ 5 MB) → the card's details.
export const UPLOAD_ERRORS = defineErrors({
  image_required: [400, 'Use an image file'],
  file_too_large: [413, 'File is too large (max 5 MB)'],
  id_unreadable: [422, "Invalid Id, Id can't be read, please try again"],
  id_reader_busy: [429, 'The ID reader is busy, please try again'],
});

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const READER_BUSY_RETRY_SECONDS = 5;

export const eidSchema = z
  .object({ name: z.string(), dob: z.string(), nationality: z.string(), gender: z.string(), eidNumber: z.string() })
  .meta({ id: 'EmiratesIdDetails' });
