import {
  ProductBody,
  ProductChanges,
  ProductListQuery,
  ProductReviewQuery,
  type FieldErrors,
  type Page,
  type Product,
  type ProductSummary,
} from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { productAnswer } from '../../catalogue/answers.js';
import {
  checkPhotoCount,
  createProduct,
  removeProduct,
  updateProduct,
  type ProductRow,
} from '../../catalogue/products.js';
import { productHasPurchases } from '../../catalogue/purchases.js';
import { HttpError, notFound, ValidationError } from '../../http/http-error.js';
import { collectErrors, parse, parseQuery, throwIfAny } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { answerContext, answerProduct, productOf, summaryPage } from './product-context.js';
import { readProductForm } from './product-form.js';

const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');

/** Everyone sees approved products; their seller and administrators see them in any status. */
function canSee(product: ProductRow, request: FastifyRequest): boolean {
  const viewer = request.auth?.user;
  return product.status === 'approved' || viewer?.id === product.sellerId || !!viewer?.isAdmin;
}

/** The caller's own product; `403` if it is someone else's they can see, `404` if they can't. */
async function ownProductOf(services: Services, request: FastifyRequest): Promise<ProductRow> {
  const product = await productOf(services, request);
  if (product.sellerId === sessionOf(request).user.id) return product;
  throw canSee(product, request) ? permissionDenied() : notFound();
}

/** The Catalogue calls of API.md under `marketplace/products/`. */
export function productRoutes(services: Services) {
  const { db, storage } = services;
  return async (app: FastifyInstance) => {
    app.get('/marketplace/products/', async (request): Promise<Page<ProductSummary>> => {
      const query = parseQuery(ProductListQuery, request.query);
      return summaryPage(services, request, { kind: 'explore' }, query, services.exploreCounts);
    });

    app.get(
      '/marketplace/products/mine/',
      { preHandler: app.requireUser },
      async (request): Promise<Page<ProductSummary>> => {
        const query = parseQuery(ProductReviewQuery, request.query);
        const seller = { kind: 'seller', sellerId: sessionOf(request).user.id } as const;
        return summaryPage(services, request, seller, query);
      },
    );

    app.get(
      '/marketplace/products/:id/',
      { preHandler: app.identifyUser },
      async (request): Promise<Product> => {
        const product = await productOf(services, request);
        if (!canSee(product, request)) throw notFound();
        return productAnswer(answerContext(services, request), product);
      },
    );

    app.post(
      '/marketplace/products/',
      { preHandler: app.requireUser },
      async (request, reply): Promise<Product> => {
        const form = await readProductForm(request);
        // The fields and the number of photos are checked together, so one answer names both.
        const errors: FieldErrors = {};
        const body = await collectErrors(errors, () => parse(ProductBody, form.fields));
        await collectErrors(errors, () => checkPhotoCount(form.photos.length));
        if (!body) throw new ValidationError(errors);
        throwIfAny(errors);
        const id = await createProduct(db, storage, sessionOf(request).user.id, body, form.photos, {
          ...(form.digitalFile && { digitalFile: form.digitalFile }),
        });
        reply.status(201);
        return answerProduct(services, request, id);
      },
    );

    app.patch(
      '/marketplace/products/:id/',
      { preHandler: app.requireUser },
      async (request): Promise<Product> => {
        const product = await ownProductOf(services, request);
        const form = await readProductForm(request);
        // `status` and `is_tct_product` are not among the changes: a seller never sets them.
        const changes = parse(ProductChanges, form.fields);
        await updateProduct(db, storage, product, changes, {
          photos: form.photos,
          ...(form.digitalFile && { digitalFile: form.digitalFile }),
        });
        // Back to pending, or in another category or at another price: explore counts it elsewhere.
        services.exploreCounts.clear();
        return answerProduct(services, request, product.id);
      },
    );

    app.delete(
      '/marketplace/products/:id/',
      { preHandler: app.requireUser },
      async (request, reply) => {
        const product = await ownProductOf(services, request);
        await removeProduct(db, storage, product, productHasPurchases);
        services.exploreCounts.clear();
        return reply.status(204).send();
      },
    );
  };
}
