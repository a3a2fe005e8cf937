import { earningsCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's earnings calls (a module per area, so each loads with the screens that call it). */
export const earningsApi = earningsCalls(request);
