import { baseCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's base calls (a module per area, so each loads with the screens that call it). */
export const baseApi = baseCalls(request);
