import { inflateSync } from 'node:zlib';

// Decodes an 8-bit PNG of a grey picture (what `pdftoppm -gray -png` writes: greyscale, or RGB with
// equal channels) into one grey value a pixel, enough to compare a rendered page with a reference
// picture without an image library.

export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3 };

// PNG's row filters: the byte left (a), above (b) and above-left (c) predict this one.
function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`bad PNG filter ${filter}`);
  }
}

export function decodeGrayPng(png: Buffer): GrayImage {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let bpp = 1;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      const channels = CHANNELS[colour!];
      if (depth !== 8 || channels === undefined || interlace !== 0) throw new Error('only 8-bit greyscale or RGB, not interlaced');
      bpp = channels;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * bpp;
  const bytes = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const a = x >= bpp ? bytes[y * stride + x - bpp]! : 0;
      const b = y > 0 ? bytes[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y > 0 ? bytes[(y - 1) * stride + x - bpp]! : 0;
      bytes[y * stride + x] = (line[x]! + predict(filter, a, b, c)) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = bytes[i * bpp]!;
  return { width, height, pixels };
}

/**
 * How much of the ink differs: pixels whose grey differs by more than `tolerance` (anti-aliasing
 * stays under it), over the pixels inked in either picture. A page is mostly paper, so a share of
 * all pixels would hide a wrong word.
 */
export function differingInk(a: GrayImage, b: GrayImage, tolerance = 96): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  let ink = 0;
  for (let i = 0; i < a.pixels.length; i += 1) {
    if (a.pixels[i]! < 160 || b.pixels[i]! < 160) ink += 1;
    if (Math.abs(a.pixels[i]! - b.pixels[i]!) > tolerance) differing += 1;
  }
  return ink === 0 ? 0 : differing / ink;
}
