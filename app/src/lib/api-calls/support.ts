import { supportCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's support calls (a module per area, so each loads with the screens that call it). */
export const supportApi = supportCalls(request);
