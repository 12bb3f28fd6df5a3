import { z } from 'zod';
import { envelopeSchema } from './common';

// Place search (contract "Place search"): named places in the R§5 box, English and Arabic names.
export const placeSchema = z.object({
  _id: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
  kind: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchSchema = envelopeSchema(z.array(placeSchema));
