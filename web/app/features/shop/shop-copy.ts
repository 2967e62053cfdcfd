import { registerNamespace } from '~/lib/i18n';
import en from '~/locales/en/shop.json';
import hi from '~/locales/hi/shop.json';

/**
 * The shop's words (gemstone page, product pages, buy dialog, My Orders, payment success).
 * Every route that shows them calls this from its module, so the copy travels with its chunk.
 */
export function registerShopCopy(): void {
  registerNamespace('shop', en, hi);
}

/** English copy for `meta` exports (prerendered pages are English, decision 004). */
export const shopCopyEn = en;
