// Image clean-up before OCR, all in sharp (libvips runs on libuv's thread pool, off the event
// loop): honour EXIF orientation, drop colour, stretch contrast and bring the card to a width
// where its ~2.5 mm field text is 25–35 px tall, the size tesseract's LSTM model reads best.
import sharp from 'sharp';

export type Prepared = { png: Buffer; width: number; height: number };

/** Long side of the image given to OCR, in pixels. */
export const OCR_LONG_SIDE = 1000;
const MAX_INPUT_PIXELS = 50_000_000;
/** Std. deviation of the Laplacian above which the image is treated as grainy. */
const GRAINY_SHARPNESS = 5;

/** Null when the bytes are not a decodable image. */
export async function prepareForOcr(image: Buffer, longSide = OCR_LONG_SIDE): Promise<Prepared | null> {
  try {
    const oriented = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const { data, info } = await oriented
      .greyscale()
      .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' })
      .normalise()
      .withDensity(300) // tesseract warns about, and guesses, a missing resolution
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    // Grainy photos (dim light, heavy JPEG) make tesseract slow and wrong: a 3×3 median removes
    // the grain and keeps strokes. On generated cards with σ=40–60 noise it turned 1–3 of 5
    // fields into 4–5 and cut OCR time 2–8×; clean images (sharpness 1.5–3.5) are left alone.
    const { sharpness } = await sharp(data).stats();
    if (sharpness > GRAINY_SHARPNESS) {
      const denoised = await sharp(data).median(3).withDensity(300).png({ compressionLevel: 1 }).toBuffer();
      return { png: denoised, width: info.width, height: info.height };
    }
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Share of coarse cells that are part ink, part paper, above which an image is texture, not a card. */
const TEXTURE_MIXED_SHARE = 0.4;

/**
 * Whether the image is texture all over (sensor noise, gravel, foliage …) rather than a card.
 * Blurred (grain goes, text and edges stay) and cut at its mean brightness, on a coarse 64×40 grid
 * a card makes at most 23% of the cells part ink, part paper (56 generated cards of every kind in
 * the OCR benchmark, grainy, blurred, angled and far ones included); noise makes 90–95%. Such an
 * image is not read at all: tesseract's time grows with the blobs it finds, and a noise image took
 * 6.5 s to come back empty (issue 12).
 */
/** The share of mixed cells (see looksLikeTexture). */
export async function textureShare(prepared: Prepared): Promise<number> {
  // Blurred first: the grain of a dim photo goes, a card's text and edges stay.
  const { data, info } = await sharp(prepared.png).greyscale().blur(3).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let sum = 0;
  for (let i = 0; i < data.length; i += channels) sum += data[i]!;
  const cut = sum / (data.length / channels);
  const cols = 64;
  const rows = 40;
  let mixed = 0;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      let ink = 0;
      let n = 0;
      for (let y = Math.floor((r * height) / rows); y < Math.floor(((r + 1) * height) / rows); y += 1) {
        for (let x = Math.floor((c * width) / cols); x < Math.floor(((c + 1) * width) / cols); x += 1) {
          if (data[(y * width + x) * channels]! < cut) ink += 1;
          n += 1;
        }
      }
      if (n > 0 && ink / n > 0.15 && ink / n < 0.85) mixed += 1;
    }
  }
  return mixed / (cols * rows);
}

export async function looksLikeTexture(prepared: Prepared): Promise<boolean> {
  return (await textureShare(prepared)) > TEXTURE_MIXED_SHARE;
}

export async function rotateImage(prepared: Prepared, angle: 0 | 90 | 180 | 270): Promise<Prepared> {
  if (angle === 0) return prepared;
  const { data, info } = await sharp(prepared.png).rotate(angle).withDensity(300).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** Rotates by a small angle (degrees, clockwise) to level text lines; corners are filled white. */
export async function deskewImage(prepared: Prepared, degrees: number): Promise<Prepared> {
  const { data, info } = await sharp(prepared.png)
    .rotate(degrees, { background: '#ffffff' })
    .withDensity(300)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
