import { messageCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's calls of a sale's conversation (a module per area, so each loads with the screens that call it). */
export const messageApi = messageCalls(request);
