import { accountFormCalls } from '@plaza/api';
import { request } from '../api-client';

/** The API's calls of the account's forms (sign up and in, the password, the profile, codes). */
export const accountFormApi = accountFormCalls(request);
