import { accountCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's account calls (a module per area, so each loads with the screens that call it). */
export const accountApi = accountCalls(request);
