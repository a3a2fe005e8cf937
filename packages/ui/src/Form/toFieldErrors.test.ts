import { describe, expect, it } from 'vitest';
import { toFieldErrors, type ValidationFailure } from './toFieldErrors.js';

const structError = (failures: ValidationFailure[]) => ({ failures: () => failures });
const translate = (failure: ValidationFailure) =>
  `${failure.refinement ?? failure.type ?? 'invalid'} at ${failure.path.join('/')}`;

describe('toFieldErrors from a superstruct failure', () => {
  it('keys each translated message by its path, nested paths joined with dots', () => {
    const error = structError([
      { path: ['email'], message: 'Expected a string', type: 'string' },
      {
        path: ['attributes', 0, 'value'],
        message: 'Expected a nonempty string',
        refinement: 'size',
      },
    ]);

    expect(toFieldErrors(error, translate)).toEqual({
      email: ['string at email'],
      'attributes.0.value': ['size at attributes/0/value'],
    });
  });

  it('keeps several messages for one field, once each', () => {
    const error = structError([
      { path: ['password'], message: 'too short', refinement: 'size' },
      { path: ['password'], message: 'too short again', refinement: 'size' },
      { path: ['password'], message: 'no digit', refinement: 'digit' },
    ]);

    expect(toFieldErrors(error, translate)).toEqual({
      password: ['size at password', 'digit at password'],
    });
  });

  it('puts failures of the whole value under the empty name', () => {
    const error = structError([{ path: [], message: 'Passwords differ', refinement: 'match' }]);
    expect(toFieldErrors(error, translate)).toEqual({ '': ['match at '] });
  });

  it('uses the translation, never superstruct’s English message', () => {
    const error = structError([{ path: ['email'], message: 'Expected a string', type: 'string' }]);
    expect(toFieldErrors(error, () => 'Escribe tu correo.')).toEqual({
      email: ['Escribe tu correo.'],
    });
  });
});

describe('toFieldErrors from an API 400 body', () => {
  it('takes flat and dotted field names as they come', () => {
    const body = {
      username: ['A user with that username already exists.'],
      'attributes.0.value': ['This field may not be blank.'],
    };
    expect(toFieldErrors(body)).toEqual(body);
  });

  it('joins nested objects and lists into dotted names', () => {
    const body = {
      attributes: [{ name: ['Required.'] }, { value: ['Too long.', 'Not allowed.'] }],
      shipping: { address: ['Required.'] },
    };
    expect(toFieldErrors(body)).toEqual({
      'attributes.0.name': ['Required.'],
      'attributes.1.value': ['Too long.', 'Not allowed.'],
      'shipping.address': ['Required.'],
    });
  });

  it('leaves out a detail and code, which are not about a field', () => {
    expect(toFieldErrors({ detail: 'Transaction expired!', code: 'transaction_expired' })).toEqual(
      {},
    );
  });

  it('gives nothing for bodies that are not objects', () => {
    expect(toFieldErrors(null)).toEqual({});
    expect(toFieldErrors('Bad Request')).toEqual({});
  });
});
