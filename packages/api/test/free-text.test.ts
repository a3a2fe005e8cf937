import * as s from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  AddressBody,
  AnswerBody,
  ProductStatusBody,
  QuestionBody,
  RegisterBody,
  ReviewBody,
  ReviewReplyBody,
  TicketBody,
} from '../src/index.js';

const messagesOf = <T, S>(value: unknown, struct: s.Struct<T, S>) =>
  (s.validate(value, struct, { coerce: true })[0]?.failures() ?? []).map(
    (failure) => `${failure.path.join('.')}: ${failure.message}`,
  );

/** Text that draws nothing: zero-width characters, BiDi controls, Hangul fillers and the like. */
const INVISIBLE = [
  '\u200B',
  '\u200C\u200D',
  '\u2060\uFEFF',
  '\u200E\u200F',
  '\u202A\u202B\u202C\u202D\u202E',
  '\u2066\u2067\u2068\u2069',
  '\u115F\u1160\u3164',
  '\u180E',
  ' \u200B\n\u00AD ',
];

describe('free text', () => {
  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))(
    'made only of invisible characters (%s) is refused as an empty one is',
    (_, text) => {
      const refusals = (value: string) => [
        ...messagesOf({ question: value }, QuestionBody),
        ...messagesOf({ answer: value }, AnswerBody),
        ...messagesOf({ reply: value }, ReviewReplyBody),
        ...messagesOf({ subject: value, information: value }, TicketBody),
      ];
      expect(refusals(text)).toEqual(refusals(''));
      expect(refusals(text)).toEqual([
        'question: Enter 1 to 500 characters.',
        'answer: Enter 1 to 1000 characters.',
        'reply: Enter 1 to 1000 characters.',
        'subject: Enter 1 to 120 characters.',
        'information: Enter 1 to 5000 characters.',
      ]);
    },
  );

  it('is read as empty when it is optional and blank', () => {
    const hidden = '\u200B\u2066\u3164';
    const [, review] = s.validate({ purchase_item: 1, rating: 4, comment: hidden }, ReviewBody, {
      coerce: true,
    });
    expect(review?.comment).toBe('');
    const [, suspension] = s.validate({ status: 'suspended', reason: hidden }, ProductStatusBody, {
      coerce: true,
    });
    expect(suspension?.reason).toBe('');
  });

  it('keeps its invisible characters when it has visible ones', () => {
    const [, question] = s.validate({ question: '\u2067שלום\u2069?' }, QuestionBody, {
      coerce: true,
    });
    expect(question?.question).toBe('\u2067שלום\u2069?');
  });

  it('covers names and addresses too', () => {
    const person = {
      username: 'ana_1',
      email: 'ana@example.com',
      password: 'a-long-password',
      first_name: '\u200B',
      last_name: '\u3164',
      accept_terms: true,
    };
    expect(messagesOf(person, RegisterBody)).toEqual([
      'first_name: Enter 1 to 150 characters.',
      'last_name: Enter 1 to 150 characters.',
    ]);
    const address = {
      address: '\u202E',
      city: 'Bogotá',
      state: 'Cundinamarca',
      country: 'CO',
      postal_code: '110111',
      phone_number: '+57 300 000 0000',
      location: 'Portería',
      latitude: 4.7,
      longitude: -74,
    };
    expect(messagesOf(address, AddressBody)).toEqual(['address: Enter 1 to 255 characters.']);
  });
});
