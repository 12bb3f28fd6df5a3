/** R§5: the Emirates ID picture must be a JPEG or PNG; the API accepts up to 5 MB. */
export const ID_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const ID_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file input's `accept` should say. */
export const ID_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** 784-YYYY-NNNNNNN-N, with or without the dashes. */
export const EMIRATES_ID_PATTERN = /^784-?\d{4}-?\d{7}-?\d$/;

export function isIdImage({ name, type }: { name: string; type: string }): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (ID_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase()) && (ID_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
