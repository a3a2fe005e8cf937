import { orderCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's orders calls (a module per area, so each loads with the screens that call it). */
export const orderApi = orderCalls(request);
