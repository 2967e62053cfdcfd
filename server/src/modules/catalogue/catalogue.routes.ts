import {
  adminCatalogueReplySchema,
  catalogueReplySchema,
  maxProductImageBytes,
  priceReplySchema,
  priceUpdateBodySchema,
  productReplySchema,
  productUpdateBodySchema,
} from '@app/contract/live-catalogue';
import { priceKeys } from '@app/contract/price-keys';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { catalogueMessages } from './catalogue.messages.ts';
import { findProductImage } from './catalogue.repository.ts';
import {
  editPrice,
  editProduct,
  getAdminCatalogue,
  getLiveCatalogue,
  replaceProductImage,
} from './catalogue.service.ts';
import { uploadedImagesPath } from './product-images.ts';

/**
 * How long a browser or proxy may keep the live catalogue: short, so an edit shows on every
 * instance's pages within seconds without any message between instances (decision 042).
 */
const catalogueCacheControl = 'public, max-age=10';

const productIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'Unknown product.')
    .transform(Number),
});
const priceKeyParams = z.object({ key: z.string().max(100) });

/** GET /api/v1/catalogue (anyone). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalogue',
    { schema: { response: { 200: catalogueReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', catalogueCacheControl);
      return { success: true as const, ...(await getLiveCatalogue(db)) };
    },
  );
};

/** /api/v1/admin/catalogue: the back office's catalogue (admin only). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalogue',
    { onRequest: [app.requireAdmin], schema: { response: { 200: adminCatalogueReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await getAdminCatalogue(db)) };
    },
  );

  app.put(
    '/catalogue/products/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: productIdParams,
        body: productUpdateBodySchema,
        response: { 200: productReplySchema },
      },
    },
    async (request) => {
      const product = await editProduct(db, request.params.id, request.body);
      return {
        success: true as const,
        message: catalogueMessages.productSaved({ name: product.name })[request.language],
        product,
      };
    },
  );

  app.put(
    '/catalogue/prices/:key',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: priceKeyParams,
        body: priceUpdateBodySchema,
        response: { 200: priceReplySchema },
      },
    },
    async (request) => {
      if (!priceKeys.includes(request.params.key)) {
        throw new HttpError(404, catalogueMessages.priceNotFound());
      }
      const price = await editPrice(db, request.params.key, request.body);
      return {
        success: true as const,
        message: catalogueMessages.priceSaved()[request.language],
        price,
      };
    },
  );

  // The picture arrives as the file's bytes, whatever content type the browser names (a text
  // file renamed .png says image/png): the bytes themselves are checked (product-images.ts).
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxProductImageBytes + 1024 },
      (_request, body, done) => done(null, body),
    );
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/catalogue/products/:id/image',
      {
        onRequest: [app.requireAdmin],
        bodyLimit: maxProductImageBytes + 1024,
        schema: { params: productIdParams, response: { 200: productReplySchema } },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new HttpError(400, catalogueMessages.imageType());
        }
        const product = await replaceProductImage(db, request.params.id, request.body);
        return {
          success: true as const,
          message: catalogueMessages.imageSaved({ name: product.name })[request.language],
          product,
        };
      },
    );
  });
};

/**
 * GET /images/uploads/{file}: an uploaded product picture. Its address names its content (a
 * hash), so it is cached for a year and never changes.
 */
export const productImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${uploadedImagesPath}/:file`,
    { schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const image = await findProductImage(db, request.params.file);
      if (!image) throw new HttpError(404, catalogueMessages.productNotFound());
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.content);
    },
  );
};
