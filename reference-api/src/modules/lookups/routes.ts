import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '../../db/schema/index';
import { licenseTypeItem, localisedName, namedItem, nameInput } from './contract';
import { registerResource, type FieldSpec } from './generic-list';
import { licenceTypeNames } from './repo';

// GET /entity/v1/* – the public lookups of the contract, all served by the one generic list.
type Row = Record<string, unknown>;
const str = (row: Row, key: string) => row[key] as string;
const nameOf = (row: Row) => row.name as s.LocalisedName;
const f = (kind: FieldSpec['kind'], column: FieldSpec['column']): FieldSpec => ({ kind, column });

export function registerLookups(app: FastifyInstance) {
  const t = s.licenseTypes;
  // static route first: Fastify prefers it over /:id
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/entity/v1/license-type/all', { schema: { tags: ['lookups'], response: { 200: z.array(namedItem) } } }, async () => {
      return (await licenceTypeNames(app.ctx.db)).map((r) => ({ _id: r.id, name: r.name }));
    });

  registerResource(app, {
    path: '/entity/v1/license-type',
    tag: 'lookups',
    table: t,
    idColumn: t.id,
    fields: {
      name: f('name', t.name),
      code: f('text', t.code),
      gearTypes: f('textArray', t.gearTypes),
      genders: f('textArray', t.genders),
      isEnabledForRegistration: f('bool', t.isEnabledForRegistration),
      sortOrder: f('int', t.sortOrder),
    },
    defaultSort: [t.sortOrder],
    itemSchema: licenseTypeItem,
    toItem: (r) => ({
      _id: str(r, 'id'),
      name: nameOf(r),
      code: str(r, 'code'),
      gearTypes: r.gearTypes as s.GearType[],
      genders: r.genders as s.Gender[],
      isEnabledForRegistration: r.isEnabledForRegistration as boolean,
      sortOrder: r.sortOrder as number,
    }),
  });

  const b = s.trainingBranches;
  registerResource(app, {
    path: '/entity/v1/training-branch',
    tag: 'lookups',
    table: b,
    idColumn: b.id,
    fields: {
      name: f('name', b.name),
      type: f('text', b.type),
      allowTrainingSchedule: f('bool', b.allowTrainingSchedule),
      emirate: f('text', b.emirateId),
      sortOrder: f('int', b.sortOrder),
    },
    defaultSort: [b.sortOrder],
    itemSchema: z
      .object({
        _id: z.string(),
        name: localisedName,
        type: z.enum(['main_branch', 'branch', 'training_centre']),
        allowTrainingSchedule: z.boolean(),
        emirate: z.string().describe('emirate _id'),
      })
      .meta({ id: 'TrainingBranch' }),
    toItem: (r) => ({
      _id: str(r, 'id'),
      name: nameOf(r),
      type: r.type as 'main_branch' | 'branch' | 'training_centre',
      allowTrainingSchedule: r.allowTrainingSchedule as boolean,
      emirate: str(r, 'emirateId'),
    }),
  });

  const e = s.emirates;
  registerResource(app, {
    path: '/entity/v1/emirates',
    tag: 'lookups',
    table: e,
    idColumn: e.id,
    fields: { name: f('name', e.name), sortOrder: f('int', e.sortOrder) },
    defaultSort: [e.sortOrder],
    itemSchema: namedItem,
    toItem: (r) => ({ _id: str(r, 'id'), name: nameOf(r) }),
  });

  const c = s.countries;
  registerResource(app, {
    path: '/entity/v1/countries',
    tag: 'lookups',
    table: c,
    idColumn: c.id,
    fields: {
      name: f('name', c.name),
      iso2: f('text', c.iso2),
      callingCode: f('text', c.callingCode),
      isGcc: f('bool', c.isGcc),
      sortOrder: f('int', c.sortOrder),
    },
    defaultSort: [c.sortOrder],
    itemSchema: z
      .object({ _id: z.string(), name: localisedName, iso2: z.string(), callingCode: z.string(), isGcc: z.boolean() })
      .meta({ id: 'Country' }),
    toItem: (r) => ({
      _id: str(r, 'id'),
      name: nameOf(r),
      iso2: str(r, 'iso2'),
      callingCode: str(r, 'callingCode'),
      isGcc: r.isGcc as boolean,
    }),
  });

  // occupations and visa professions: admin-maintained lists (POST/PUT/DELETE for admins only)
  for (const [path, table, idPrefix] of [
    ['/entity/v1/occupation', s.occupations, 'occ'],
    ['/entity/v1/visa-profession', s.visaProfessions, 'vp'],
  ] as const) {
    registerResource<z.output<typeof namedItem>, { name: s.LocalisedName; sortOrder: number }>(app, {
      path,
      tag: 'lookups',
      table,
      idColumn: table.id,
      fields: { name: f('name', table.name), sortOrder: f('int', table.sortOrder) },
      defaultSort: [table.sortOrder],
      itemSchema: namedItem,
      toItem: (r) => ({ _id: str(r, 'id'), name: nameOf(r) }),
      write: {
        roles: ['admin'],
        idPrefix,
        inputSchema: z.object({ name: nameInput, sortOrder: z.number().int().min(0).max(100_000).optional() }),
        toRow: (input) => ({
          ...(input.name ? { name: input.name } : {}),
          ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        }),
      },
    });
  }

  const l = s.languages;
  registerResource(app, {
    path: '/entity/v1/languages',
    tag: 'lookups',
    table: l,
    idColumn: l.id,
    fields: { name: f('name', l.name), code: f('text', l.code), sortOrder: f('int', l.sortOrder) },
    defaultSort: [l.sortOrder],
    itemSchema: z.object({ _id: z.string(), name: localisedName, code: z.string() }).meta({ id: 'Language' }),
    toItem: (r) => ({ _id: str(r, 'id'), name: nameOf(r), code: str(r, 'code') }),
  });
}
