import path from 'node:path';
import { createRequire } from 'node:module';
import { cacheShaping, shapingCacheSize } from '@/lib/pdf/shaping-cache';
import { patchFontSwitch, type Doc } from '@/lib/pdf/pdf-font-switch';

// The Arabic report's two speed-ups (issue 25, docs/collection-report-pdf.md): a run shaped once is
// reused, each caller getting positions of its own; and pdfkit switches to an embedded font it already
// built. The real Amiri shapes the same glyphs through the cache as without it.

// lib/pdf/fonts.ts ARABIC_FEATURES (that module loads react-pdf, which this project cannot require)
const ARABIC_FEATURES = { curs: false, kern: false } as const;

class Run {
  constructor(
    public glyphs: { id: number }[],
    public positions: { xAdvance: number }[],
  ) {}
  get advanceWidth() {
    return this.positions.reduce((s, p) => s + p.xAdvance, 0);
  }
}

function fakeFont() {
  const calls: string[] = [];
  return {
    calls,
    layout(string: string, features?: unknown, ..._rest: unknown[]) {
      calls.push(`${JSON.stringify(features ?? null)}|${string}`);
      return new Run(
        [...string].map((c) => ({ id: c.charCodeAt(0) })),
        [...string].map(() => ({ xAdvance: 10 })),
      );
    },
  };
}

describe('shaping cache', () => {
  it('shapes a run once per string and features, and hands out copies of its positions', () => {
    const font = cacheShaping(fakeFont());
    const a = font.layout('بطاقة', ARABIC_FEATURES) as Run;
    // pdfkit's EmbeddedFont.layoutRun scales positions in place: the cached run must not change
    for (const p of a.positions) p.xAdvance *= 1000;
    const b = font.layout('بطاقة', { curs: false, kern: false }) as Run;
    expect(font.calls).toHaveLength(1);
    expect(b.positions.map((p) => p.xAdvance)).toEqual([10, 10, 10, 10, 10]);
    expect(b).toBeInstanceOf(Run);
    expect(b.advanceWidth).toBe(50);
    expect(b.glyphs).toEqual(a.glyphs);
    font.layout('بطاقة');
    font.layout('نقدا', ARABIC_FEATURES);
    font.layout('بطاقة', ARABIC_FEATURES, undefined, undefined, 'rtl');
    expect(font.calls).toHaveLength(4);
    expect(shapingCacheSize(font)).toBe(4);
  });

  it('keeps at most its size, dropping the oldest', () => {
    const font = cacheShaping(fakeFont(), 2);
    font.layout('a');
    font.layout('b');
    font.layout('c');
    expect(shapingCacheSize(font)).toBe(2);
    font.layout('c');
    font.layout('a');
    expect(font.calls).toEqual(['null|a', 'null|b', 'null|c', 'null|a']);
  });

  it('wraps a font once', () => {
    const font = cacheShaping(cacheShaping(fakeFont()));
    font.layout('x');
    font.layout('x');
    expect(font.calls).toHaveLength(1);
  });

  it('gives Amiri the glyphs and advances fontkit gives without it', () => {
    const require = createRequire(__filename);
    // react-pdf's fontkit (a dependency of @react-pdf/font)
    const fontkit = require('fontkit') as { openSync: (p: string) => { layout: (...a: unknown[]) => Run } };
    const file = path.join(path.dirname(require.resolve('@expo-google-fonts/amiri/package.json')), '400Regular/Amiri_400Regular.ttf');
    const plain = fontkit.openSync(file);
    const cached = cacheShaping(fontkit.openSync(file));
    for (const s of ['تحويل بنكي', 'د.إ', 'تحويل بنكي', 'عبر الإنترنت']) {
      const want = plain.layout(s, ARABIC_FEATURES, undefined, undefined, 'ltr');
      const got = cached.layout(s, ARABIC_FEATURES, undefined, undefined, 'ltr');
      expect(got.glyphs.map((g) => g.id)).toEqual(want.glyphs.map((g) => g.id));
      expect(got.positions).toEqual(want.positions);
    }
    expect(shapingCacheSize(cached)).toBe(3);
  });
});

describe('pdfkit font switch', () => {
  function standIn() {
    let built = 0;
    const proto: Doc & { size?: number } = {
      _font: null,
      _fontSource: null,
      _fontFamily: null,
      fontSize(size: number) {
        this.size = size;
        return this;
      },
      // pdfkit's: a new embedded font each time it is given a font object
      font(src: unknown, family?: unknown, size?: unknown) {
        built += 1;
        this._font = { embeds: src, n: built };
        this._fontSource = src;
        if (typeof family === 'number') this.fontSize(family);
        else if (typeof size === 'number') this.fontSize(size);
        return this;
      },
    };
    return { proto, built: () => built };
  }

  it('builds an embedded font once per font object and document, then switches to it', () => {
    const { proto, built } = standIn();
    patchFontSwitch(proto);
    patchFontSwitch(proto);
    const doc = Object.create(proto) as Doc & { size?: number };
    const amiri = { name: 'Amiri' };
    const bold = { name: 'Amiri-Bold' };
    doc.font(amiri, 8);
    const first = doc._font;
    doc.font('Courier', 7.5);
    doc.font(amiri, 9);
    expect(doc._font).toBe(first);
    expect(doc.size).toBe(9);
    doc.font(bold, 8);
    expect(doc._font).not.toBe(first);
    // Courier by name goes to pdfkit every time (its own cache by name); each font object once
    expect(built()).toBe(3);
    const other = Object.create(proto) as Doc;
    other.font(amiri, 8);
    expect(built()).toBe(4);
  });
});
