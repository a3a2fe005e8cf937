import { reviewCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's reviews calls (a module per area, so each loads with the screens that call it). */
export const reviewApi = reviewCalls(request);
