import type {
  AdminCatalogueReply,
  AdminProduct,
  PriceUpdateBody,
  ProductUpdateBody,
} from '@app/contract/live-catalogue';
import { apiRequest } from '~/lib/api-client';
import { forgetLiveCatalogue } from '~/lib/live-catalogue';
import { useApiResource } from '~/lib/use-api-resource';

/** The catalogue's schemas (zod), loaded with the admin's catalogue pages only. */
const schemas = () => import('@app/contract/live-catalogue');

/** GET /admin/catalogue (admin): every product with its stock and tax, and every price. */
async function fetchAdminCatalogue(signal: AbortSignal): Promise<AdminCatalogueReply> {
  const { adminCatalogueReplySchema } = await schemas();
  return apiRequest('admin/catalogue', adminCatalogueReplySchema, { auth: true, signal });
}

export function useAdminCatalogue() {
  return useApiResource('admin-catalogue', fetchAdminCatalogue);
}

/** PUT /admin/catalogue/products/{id}: a 400 names each wrong field in `errors[].path`. */
export async function saveProduct(id: number, body: ProductUpdateBody) {
  const { productReplySchema } = await schemas();
  const reply = await apiRequest(`admin/catalogue/products/${id}`, productReplySchema, {
    method: 'PUT',
    body,
    auth: true,
  });
  forgetLiveCatalogue();
  return reply;
}

/** One product as stored now (after a 409: the stock changed while the admin's form was open). */
export async function fetchAdminProduct(id: number): Promise<AdminProduct | undefined> {
  const catalogue = await fetchAdminCatalogue(new AbortController().signal);
  return catalogue.products.find((product) => product.id === id);
}

/** PUT /admin/catalogue/prices/{key}: a report's or a consultation's price and tax. */
export async function savePrice(key: string, body: PriceUpdateBody) {
  const { priceReplySchema } = await schemas();
  const reply = await apiRequest(
    `admin/catalogue/prices/${encodeURIComponent(key)}`,
    priceReplySchema,
    { method: 'PUT', body, auth: true },
  );
  forgetLiveCatalogue();
  return reply;
}

/** POST /admin/catalogue/products/{id}/image: the picture's bytes; the server checks them. */
export async function uploadProductPicture(id: number, file: File) {
  const { productReplySchema } = await schemas();
  const reply = await apiRequest(`admin/catalogue/products/${id}/image`, productReplySchema, {
    method: 'POST',
    body: file,
    auth: true,
  });
  forgetLiveCatalogue();
  return reply;
}
