import { catalogueCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's catalogue calls (a module per area, so each loads with the screens that call it). */
export const catalogueApi = catalogueCalls(request);
