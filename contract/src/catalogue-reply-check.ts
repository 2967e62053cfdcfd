import type { CatalogueReply } from './live-catalogue.ts';

/**
 * The same check as `catalogueReplySchema` (live-catalogue.ts), written without zod: the shop,
 * product, report and booking pages read the live catalogue on every visit, and zod must not
 * load with them (docs/decisions/010). A test keeps the two in agreement.
 */
export function isCatalogueReply(value: unknown): value is CatalogueReply {
  if (!isRecord(value) || value.success !== true) return false;
  const { products, prices } = value;
  if (!Array.isArray(products) || !products.every(isLiveProduct)) return false;
  return isRecord(prices) && Object.values(prices).every(isNumber);
}

const stockStateNames: readonly unknown[] = ['in-stock', 'few-left', 'out-of-stock'];

function isLiveProduct(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return (
    isNumber(value.id) &&
    typeof value.slug === 'string' &&
    isNumber(value.faces) &&
    isLocalizedText(value.name) &&
    isLocalizedText(value.description) &&
    isNumber(value.price) &&
    typeof value.image === 'string' &&
    stockStateNames.includes(value.stock) &&
    typeof value.onSale === 'boolean'
  );
}

function isLocalizedText(value: unknown): boolean {
  return isRecord(value) && typeof value.en === 'string' && typeof value.hi === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
