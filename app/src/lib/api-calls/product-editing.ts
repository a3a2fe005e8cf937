import { productEditingCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's calls on a seller's products and the administrators' decisions on them. */
export const productEditingApi = productEditingCalls(request);
