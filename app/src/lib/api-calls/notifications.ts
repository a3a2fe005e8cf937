import { notificationCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's notifications calls (a module per area, so each loads with the screens that call it). */
export const notificationApi = notificationCalls(request);
