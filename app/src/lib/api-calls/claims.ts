import { claimCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's claims calls (a module per area, so they load with the claim screens alone). */
export const claimApi = claimCalls(request);
