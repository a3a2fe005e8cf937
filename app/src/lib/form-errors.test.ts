import { AddressBody, ApiError, RegisterBody, ResetPasswordBody } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { clientErrors, submitErrors } from './form-errors';

const registration = {
  username: 'ana_maria',
  email: 'ana@example.com',
  password: 'a long secret',
  first_name: 'Ana',
  last_name: 'María',
  accept_terms: true,
  hcaptcha_token: 'token',
};

describe('the form’s own check', () => {
  it('finds nothing in a valid registration', () => {
    expect(clientErrors(registration, RegisterBody)).toEqual({});
  });

  it('names each field at fault with a translated rule (docs/product.md, section 5)', () => {
    expect(
      clientErrors(
        {
          ...registration,
          username: 'ana maría',
          email: 'ana@',
          password: 'short',
          first_name: '',
          accept_terms: false,
        },
        RegisterBody,
      ),
    ).toEqual({
      username: 'form.error.username',
      email: 'form.error.email',
      password: 'form.error.passwordLength',
      first_name: 'form.error.required',
      accept_terms: 'form.error.acceptTerms',
    });
  });

  it('calls an empty field required, whatever other rule it breaks', () => {
    expect(clientErrors({ ...registration, username: '' }, RegisterBody)).toEqual({
      username: 'form.error.required',
    });
  });

  it('tells when the two passwords differ', () => {
    const reset = { email: 'ana@example.com', otp: '123456', password: 'a long secret' };
    expect(
      clientErrors({ ...reset, password_confirmation: 'another secret' }, ResetPasswordBody),
    ).toEqual({ password_confirmation: 'form.error.passwordMatch' });
  });
});

/** An address as its form holds it: every field a string, latitude and longitude typed. */
const address = {
  address: 'Calle 10 # 5-20',
  city: 'Bogotá',
  state: 'Cundinamarca',
  country: 'CO',
  postal_code: '110111',
  phone_number: '+57 601 555 0101',
  location: 'Frente al parque',
  latitude: '4.711',
  longitude: '-74.0721',
};

describe('a text too long for its field', () => {
  it('says how many characters the field takes', () => {
    expect(clientErrors({ ...address, city: 'a'.repeat(101) }, AddressBody)).toEqual({
      city: { id: 'form.error.tooLong', values: { max: 100 } },
    });
    const named = { ...registration, first_name: 'a'.repeat(151) };
    expect(clientErrors(named, RegisterBody)).toEqual({
      first_name: { id: 'form.error.tooLong', values: { max: 150 } },
    });
  });

  it('still calls an empty one required', () => {
    expect(clientErrors({ ...address, city: '   ' }, AddressBody)).toEqual({
      city: 'form.error.required',
    });
  });
});

describe('numbers typed as text', () => {
  it('are read as the server reads them, so a typed latitude passes and a wrong one does not', () => {
    expect(clientErrors(address, AddressBody)).toEqual({});
    expect(clientErrors({ ...address, latitude: '95' }, AddressBody)).toEqual({
      latitude: 'form.error.invalidField',
    });
  });
});

describe('a refused submission', () => {
  it('puts the server’s field errors under their fields, translated', () => {
    const error = new ApiError({
      status: 400,
      code: 'invalid',
      fields: {
        username: ['A user with that username already exists.'],
        password: ['This password is too common or too easy to guess.'],
        last_name: ['Some message the app does not know.'],
      },
    });
    expect(submitErrors(error)).toEqual({
      fields: {
        username: 'form.error.usernameTaken',
        password: 'form.error.passwordGuessable',
        last_name: 'form.error.invalidField',
      },
      form: null,
    });
  });

  it('says the limit the server gives for a text', () => {
    const error = new ApiError({
      status: 400,
      code: 'invalid',
      fields: {
        name: ['Enter 1 to 120 characters.'],
        'attributes.0.value': ['Enter at most 255 characters.'],
      },
    });
    expect(submitErrors(error).fields).toEqual({
      name: { id: 'form.error.textLength', values: { max: 120 } },
      'attributes.0.value': { id: 'form.error.tooLong', values: { max: 255 } },
    });
  });

  it('does not call a blank required text too long', () => {
    // The server words a blank required field and a too long one alike (boundedText).
    const error = new ApiError({
      status: 400,
      code: 'invalid',
      fields: { subject: ['Enter 1 to 120 characters.'] },
    });
    expect(submitErrors(error).fields).toEqual({
      subject: { id: 'form.error.textLength', values: { max: 120 } },
    });
  });

  it('translates an error about the whole form by its code', () => {
    const error = new ApiError({
      status: 400,
      code: 'captcha_required',
      detail: 'Hcaptcha is required',
    });
    expect(submitErrors(error)).toEqual({ fields: {}, form: { id: 'error.captchaRequired' } });
    expect(submitErrors(new TypeError('Failed to fetch'))).toEqual({
      fields: {},
      form: { id: 'error.unexpected' },
    });
  });
});
