import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError, isUserError, messageOf, reasonsOf } from './index';

describe('messageOf', () => {
  it('joins hints.reasons with new lines', () => {
    expect(messageOf({ message: 'm', hints: { reasons: ['a', 'b'] } }, 400, 'Bad Request')).toBe('a\nb');
  });

  it('falls back to allMessages', () => {
    expect(messageOf({ message: 'm', hints: { allMessages: ['x', 'y'] } }, 400, 'Bad Request')).toBe('x\ny');
    expect(messageOf({ allMessages: ['z'] }, 400, 'Bad Request')).toBe('z');
  });

  it('then the message field', () => {
    expect(messageOf({ message: 'Záznam neexistuje', hints: { reasons: [] } }, 404, 'Not Found')).toBe('Záznam neexistuje');
  });

  it('else the generic Slovak text', () => {
    expect(messageOf(undefined, 500, 'Internal Server Error')).toBe('Chyba pri komunikácii so serverom (500 - Internal Server Error)');
    expect(messageOf('<html>oops</html>', 502, 'Bad Gateway')).toBe('Chyba pri komunikácii so serverom (502 - Bad Gateway)');
    expect(messageOf({ message: '  ', hints: { reasons: 'not a list' } }, 400, 'Bad Request')).toBe('Chyba pri komunikácii so serverom (400 - Bad Request)');
    expect(messageOf(['a'], 400, 'Bad Request')).toBe('Chyba pri komunikácii so serverom (400 - Bad Request)');
  });

  it('ignores non-string reasons', () => {
    expect(reasonsOf({ hints: { reasons: [1, 'ok', null] } })).toEqual(['ok']);
  });
});

describe('HttpError', () => {
  it('derives message, reasons and userError from the body', () => {
    const body = { message: 'Invalid', hints: { reasons: ['kod: too short'], userError: true } };
    const e = new HttpError({ method: 'POST', url: '/x', status: 400, statusText: 'Bad Request', requestBody: { a: 1 }, responseBody: body });
    expect(e).toBeInstanceOf(Error);
    expect(isHttpError(e)).toBe(true);
    expect(e.name).toBe('HttpError');
    expect(e.message).toBe('kod: too short');
    expect(e.reasons).toEqual(['kod: too short']);
    expect(e.userError).toBe(true);
    expect(e.requestBody).toEqual({ a: 1 });
    expect(e.responseBody).toBe(body);
    expect([e.method, e.url, e.status, e.statusText]).toEqual(['POST', '/x', 400, 'Bad Request']);
  });

  it('userError only for 400 marked by hints', () => {
    expect(isUserError({ hints: { userError: true } }, 409)).toBe(false);
    expect(isUserError({ hints: {} }, 400)).toBe(false);
  });

  it('explicit message and reasons win', () => {
    const e = new HttpError({ method: 'POST', url: '/x', status: 0, message: 'M', reasons: ['r'] });
    expect(e.message).toBe('M');
    expect(e.reasons).toEqual(['r']);
    expect(e.userError).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});
