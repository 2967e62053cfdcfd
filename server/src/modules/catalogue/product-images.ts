import { createHash } from 'node:crypto';
import { productImageWidths } from '@app/contract/catalogue';
import { maxProductImageBytes, productImageFormats } from '@app/contract/live-catalogue';
import type { Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';
import { catalogueMessages } from './catalogue.messages.ts';

/** Where uploaded pictures are served from (a route of catalogue.routes.ts). */
export const uploadedImagesPath = '/images/uploads';

/** The smallest side an upload may have: below the pages' first width it would look soft. */
const minImageSide = 480;

/** The kind of picture by its first bytes (never by its name or the sender's content type). */
function imageTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && pngSignature.every((byte, index) => bytes[index] === byte)) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export type ProductImageFiles = {
  /** The base path the product row keeps: `<base>-<width>.<format>` are its files. */
  image: string;
  files: { path: string; contentType: string; content: Buffer }[];
};

/**
 * Checks an upload (kind by magic bytes, size, dimensions), decodes it once, and re-encodes it
 * square (cropped to its centre, as the shop's cards show it) at each width the pages ask for,
 * in AVIF and WebP. Metadata (EXIF, GPS) is dropped by the re-encoding. The base path carries a
 * hash of the upload, so each new picture gets new addresses and old ones can be cached forever.
 */
export async function makeProductImages(slug: string, upload: Buffer): Promise<ProductImageFiles> {
  if (upload.length > maxProductImageBytes) {
    throw new HttpError(
      413,
      catalogueMessages.imageTooLarge({ megabytes: maxProductImageBytes / 1024 / 1024 }),
    );
  }
  if (!imageTypeOf(upload)) throw new HttpError(400, catalogueMessages.imageType());
  // Loaded with the first upload, not at start-up: libvips holds some 15 MB (decision 044).
  const { default: sharp } = await import('sharp');
  let source: Sharp;
  try {
    // `limitInputPixels` refuses decompression bombs (a small file that decodes to gigapixels).
    source = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const metadata = await source.metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new Error('no dimensions');
    if (Math.min(width, height) < minImageSide) {
      throw new HttpError(400, catalogueMessages.imageTooSmall({ pixels: minImageSide }));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, catalogueMessages.imageUnreadable());
  }
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 12);
  const image = `${uploadedImagesPath}/${slug}-${hash}`;
  const files: ProductImageFiles['files'] = [];
  try {
    for (const width of productImageWidths) {
      const resized = source.clone().resize(width, width, { fit: 'cover', position: 'centre' });
      for (const format of productImageFormats) {
        const content =
          format === 'avif'
            ? await resized.clone().avif({ quality: 50, effort: 4 }).toBuffer()
            : await resized.clone().webp({ quality: 78 }).toBuffer();
        files.push({
          path: `${image}-${width}.${format}`.slice(uploadedImagesPath.length + 1),
          contentType: `image/${format}`,
          content,
        });
      }
    }
  } catch {
    throw new HttpError(400, catalogueMessages.imageUnreadable());
  }
  return { image, files };
}
