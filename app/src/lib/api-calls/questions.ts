import { questionCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's questions calls (a module per area, so each loads with the screens that call it). */
export const questionApi = questionCalls(request);
