import { apiDownload } from '~/lib/api-client';

/**
 * Saves a file of the API (GET `path`, with the stored token) on the device, under the name the
 * server gives it or `fallbackName`. Rejects with the ApiError of a refusal, whose message says
 * why.
 */
export async function saveApiFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<void> {
  const { blob, fileName } = await apiDownload(path, { auth: true, accept });
  saveBlob(blob, fileName ?? fallbackName);
}

/** Saves data the page holds (a Blob) on the device as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
