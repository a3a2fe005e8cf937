import { HttpError } from '../../http/http-error.js';

/** A one-time code that is wrong, spent, burnt by five wrong tries, or past its 10 minutes. */
export const invalidCode = () =>
  new HttpError(400, 'invalid_code', 'The code is not valid or has expired.');

export const codeRequired = () =>
  new HttpError(
    400,
    'code_required',
    'Changing the e-mail or the password needs a code from send-code.',
  );

/** DRF's words for a unique field already taken. */
export const TAKEN = {
  username: 'A user with that username already exists.',
  email: 'A user with that email already exists.',
};
