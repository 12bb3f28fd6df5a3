import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidData } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { envelope } from '../../platform/http';
import { guard } from '../session/guard';
import { DEFAULT_RESULTS, PLACE_LABELS, placeItem, searchQuery } from './contract';
import { placeIndex, type PlaceIndex } from './service';

// /location/v1/* – place search for the onboarding address (R§5): named places in the AE search box.
export function registerPlaces(app: FastifyInstance, index: PlaceIndex = placeIndex()) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /location/v1/places?q=&_start=0&_end=8 – best matches first: name prefix, word prefix, inside
  r.get(
    '/location/v1/places',
    {
      preValidation: guard(['student']),
      schema: {
        tags: ['places'],
        security: [{ bearer: [] }],
        querystring: searchQuery,
        response: { 200: envelope(z.array(placeItem)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { q, _start: start, _end: end = start + DEFAULT_RESULTS } = req.query;
      if (end < start) throw invalidData({ _end: fieldError('_end', 'min_value', PLACE_LABELS, { n: start }) });
      return { statusCode: 200, data: index.search(q, start, end) };
    },
  );
}
