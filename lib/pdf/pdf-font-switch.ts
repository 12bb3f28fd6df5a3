// pdfkit's `doc.font(src)` (issue 25): react-pdf calls it before every run it draws, passing the
// fontkit font itself for an embedded font (Amiri). pdfkit caches fonts by name only, so for a font
// object it builds a new embedded font each time (a subset, its widths) and then compares it with the
// one it already has by JSON-encoding the fonts' name tables (isEqualFont): ~7% of an Arabic report's
// render, and its garbage. Here a document remembers, per font object, the embedded font pdfkit chose
// the first time (the same one pdfkit's own comparison would choose again) and switches to it directly.

type FontArgs = [src: unknown, family?: unknown, size?: unknown];
export interface Doc {
  _font: unknown;
  _fontSource: unknown;
  _fontFamily: unknown;
  fontSize(size: number): unknown;
  font(...args: FontArgs): unknown;
}

const CHOSEN = Symbol.for('portal.pdf.fontSwitch');
const PATCHED = Symbol.for('portal.pdf.fontSwitch.patched');

/** react-pdf's pdfkit: imported by name at run time (no types; the worker bundle leaves it external). */
const PDFKIT = 'pdfkit';

export async function rememberEmbeddedFonts(): Promise<void> {
  const { default: PDFDocument } = (await import(/* webpackIgnore: true */ PDFKIT)) as { default: { prototype: Doc } };
  patchFontSwitch(PDFDocument.prototype);
}

/** exported for its test, on a stand-in document */
export function patchFontSwitch(proto: Doc): void {
  const p = proto as Doc & { [PATCHED]?: true };
  if (p[PATCHED]) return;
  p[PATCHED] = true;
  const font = p.font;
  p.font = function (this: Doc & { [CHOSEN]?: Map<object, unknown> }, src, family, size) {
    if (!src || typeof src !== 'object' || typeof family === 'string') return font.call(this, src, family, size);
    const chosen = (this[CHOSEN] ??= new Map());
    const embedded = chosen.get(src);
    if (embedded === undefined) {
      const result = font.call(this, src, family, size);
      chosen.set(src, this._font);
      return result;
    }
    // what pdfkit's font() does when it finds the font again, without building it anew
    const fontSize = typeof family === 'number' ? family : size;
    this._fontSource = src;
    this._fontFamily = typeof family === 'number' ? null : family;
    if (typeof fontSize === 'number') this.fontSize(fontSize);
    this._font = embedded;
    return this;
  };
}
