import sharp from 'sharp';

/**
 * Real images generated on the fly for the image tests and the bench: smooth gradients plus seeded
 * noise, so encoders see something photo-like (neither flat colour nor pure noise).
 */
export function photoPixels(width: number, height: number, seed = 1): Buffer {
  const px = Buffer.alloc(width * height * 3);
  let s = seed >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const n = (s >>> 24) - 128;
      const i = (y * width + x) * 3;
      const wave = Math.sin(x / 37 + seed) * 40 + Math.cos(y / 23) * 30;
      px[i] = clamp((x / width) * 200 + wave + n * 0.25);
      px[i + 1] = clamp((y / height) * 180 + 40 - wave * 0.5 + n * 0.2);
      px[i + 2] = clamp(150 + Math.sin((x + y) / 51) * 60 + n * 0.3);
    }
  }
  return px;
}

function clamp(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

export function photo(width: number, height: number, seed = 1) {
  return sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } });
}

export function photoJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  return photo(width, height, seed).jpeg({ quality: 85 }).toBuffer();
}

/** A camera-style JPEG: EXIF orientation 6 (rotate 90° clockwise to view) and a GPS position. */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return photo(width, height, 7)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS 1', Copyright: 'RMS test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 11/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 6/1 1200/100' },
    })
    .toBuffer();
}

export function photoPng(width: number, height: number, seed = 2): Promise<Buffer> {
  return photo(width, height, seed).png().toBuffer();
}

export function photoWebp(width: number, height: number, seed = 3): Promise<Buffer> {
  return photo(width, height, seed).webp({ quality: 85 }).toBuffer();
}

/** An animated GIF of `frames` frames. */
export async function animatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const pages = await Promise.all(Array.from({ length: frames }, (_, i) => photo(width, height, 10 + i).png().toBuffer()));
  return sharp(pages, { join: { animated: true } }).gif({ delay: Array(frames).fill(120), loop: 0 }).toBuffer();
}

/** A solid-colour PNG: 8000×7500 is 60 megapixels in about 200 kB. */
export function hugeSolidPng(width = 8000, height = 7500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } }).png({ compressionLevel: 9 }).toBuffer();
}

/** True when an EXIF block carries a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export function decode(data: Buffer) {
  return sharp(data).metadata();
}
