import {
  Product,
  ProductBody,
  ProductChanges,
  ProductListQuery,
  ProductReviewQuery,
  ProductSummaryPage,
  type FieldErrors,
  type Page,
  type ProductSummary,
} from '@plaza/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, sessionOf, type Session } from '../../auth/authenticate.js';
import { productAnswer } from '../../catalogue/answers.js';
import { createProduct } from '../../catalogue/create-product.js';
import { checkPhotoCount } from '../../catalogue/product-checks.js';
import type { ProductRow } from '../../catalogue/product-rows.js';
import { removeProduct } from '../../catalogue/remove-product.js';
import { updateProduct } from '../../catalogue/update-product.js';
import { productHasPurchases } from '../../catalogue/purchases.js';
import { HttpError, notFound, ValidationError } from '../../http/http-error.js';
import { collectErrors, parse, parseQuery, throwIfAny } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { answerContext, answerProduct, productOf, summaryPage } from './product-context.js';
import { readProductForm } from './product-form.js';
import { answerVisitor } from './visitor-answers.js';
import { operation } from '../../http/operation.js';

const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');

/** Everyone sees approved products; their seller and administrators see them in any status. */
function canSee(product: ProductRow, viewer: Session | null): boolean {
  if (product.status === 'approved') return true;
  return viewer?.user.id === product.sellerId || !!viewer?.user.isAdmin;
}

/** The product of the path as `viewer` sees it (a visitor when `null`); `404` if they can't. */
async function productSeenBy(
  services: Services,
  request: FastifyRequest,
  viewer: Session | null,
): Promise<Product> {
  const product = await productOf(services, request);
  if (!canSee(product, viewer)) throw notFound();
  return productAnswer(answerContext(services, request, viewer), product);
}

/** The caller's own product; `403` if it is someone else's they can see, `404` if they can't. */
async function ownProductOf(services: Services, request: FastifyRequest): Promise<ProductRow> {
  const product = await productOf(services, request);
  if (product.sellerId === sessionOf(request).user.id) return product;
  throw canSee(product, request.auth) ? permissionDenied() : notFound();
}

/** The Catalogue calls of API.md under `marketplace/products/`. */
export function productRoutes(services: Services) {
  const { db, storage } = services;
  const photoFiles = { photos: 'many', digital_file: 'one' } as const;
  return async (app: FastifyInstance) => {
    const exploreDoc = operation({
      summary: 'Approved products, searched, filtered and ordered',
      tag: 'Catalogue',
      query: ProductListQuery,
      answers: { 200: ProductSummaryPage, 304: null },
    });
    app.get(
      '/marketplace/products/',
      exploreDoc,
      async (request, reply): Promise<Page<ProductSummary> | FastifyReply> =>
        answerVisitor(services, request, reply, () => {
          const query = parseQuery(ProductListQuery, request.query);
          return summaryPage(
            services,
            request,
            null,
            { kind: 'explore' },
            query,
            services.exploreCounts,
          );
        }),
    );

    app.get(
      '/marketplace/products/mine/',
      operation({
        summary: 'The signed-in seller’s products, in any status',
        tag: 'Catalogue',
        auth: 'user',
        query: ProductReviewQuery,
        answers: { 200: ProductSummaryPage },
      }),
      async (request): Promise<Page<ProductSummary>> => {
        const query = parseQuery(ProductReviewQuery, request.query);
        const session = sessionOf(request);
        const seller = { kind: 'seller', sellerId: session.user.id } as const;
        return summaryPage(services, request, session, seller, query);
      },
    );

    app.get(
      '/marketplace/products/:id/',
      operation({
        summary: 'One product: approved, or the caller’s own, or any for an administrator',
        tag: 'Catalogue',
        auth: 'optional',
        answers: { 200: Product, 304: null },
      }),
      async (request, reply): Promise<Product | FastifyReply> =>
        answerVisitor(services, request, reply, () => productSeenBy(services, request, null), {
          ownerOf: (product) => product.seller.id,
          answerNow: async () =>
            productSeenBy(services, request, await callerOf(services.db, request)),
        }),
    );

    app.post(
      '/marketplace/products/',
      operation({
        summary: 'Put a product up for sale; it waits for an administrator’s approval',
        tag: 'Catalogue',
        auth: 'user',
        body: ProductBody,
        files: photoFiles,
        answers: { 201: Product },
      }),
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
      operation({
        summary: 'Change one of the caller’s products; it goes back to waiting for approval',
        tag: 'Catalogue',
        auth: 'user',
        body: ProductChanges,
        files: photoFiles,
        answers: { 200: Product },
        errors: [403],
      }),
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
        services.catalogueChanged();
        return answerProduct(services, request, product.id);
      },
    );

    app.delete(
      '/marketplace/products/:id/',
      operation({
        summary: 'Delete one of the caller’s products, or archive it once it has purchases',
        tag: 'Catalogue',
        auth: 'user',
        answers: { 204: null },
        errors: [403],
      }),
      async (request, reply) => {
        const product = await ownProductOf(services, request);
        await removeProduct(db, storage, product, productHasPurchases);
        services.catalogueChanged();
        return reply.status(204).send();
      },
    );
  };
}
