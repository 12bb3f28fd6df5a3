import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A react-hook-form resolver over a shared zod schema, with zod, the schema and the resolver package
 * fetched only when first needed (the form's first focus or tap): none of it is first-load JavaScript.
 */
export function lazyZodResolver<V extends FieldValues>(loadSchema: () => Promise<z.ZodType>): () => Promise<Resolver<V>> {
  return async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<V>;
  };
}
