// The collector behind "every invalid field at once" (src/domains/common/field-errors.ts):
// a lone refusal is thrown as itself, several as one InvalidFieldsError in the order
// they were found (the first per field), and an error that is not about a field
// never hides refusals found before it.
import { describe, expect, it } from 'vitest';
import { ForbiddenError, InvalidFieldError, InvalidFieldsError } from '../../src/errors.ts';
import { collectFields, collectFieldsAsync, FieldErrors } from '../../src/domains/common/field-errors.ts';

const refuse = (field: string, message = `${field} is wrong`) => {
  throw new InvalidFieldError(field, message);
};

describe('FieldErrors', () => {
  it('throws nothing when every check passes, and answers their values', () => {
    expect(collectFields((check) => ({ a: check(() => 1), b: check(() => 'two') }))).toEqual({ a: 1, b: 'two' });
  });

  it('throws a lone refusal as itself (the same error a sequence of checks threw)', () => {
    const lone = new InvalidFieldError('b', 'b is wrong');
    let thrown: unknown;
    try {
      collectFields((check) => [check(() => 1), check(() => { throw lone; }), check(() => 3)]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(lone);
    expect(thrown).not.toBeInstanceOf(InvalidFieldsError);
  });

  it('throws several as one InvalidFieldsError, in order, the first refusal per field', () => {
    let thrown: unknown;
    try {
      collectFields((check) => [check(() => refuse('b')), check(() => refuse('a')), check(() => refuse('b', 'again'))]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidFieldsError);
    const error = thrown as InvalidFieldsError;
    expect(error.fieldErrors.map((e) => [e.field, e.message])).toEqual([['b', 'b is wrong'], ['a', 'a is wrong']]);
    // Read as one error, it is the first field's.
    expect([error.field, error.message, error.extensions['code'], error.extensions['field']]).toEqual(['b', 'b is wrong', 'INVALID_FIELD', 'b']);
  });

  it('an error that is not about a field ends the checks; refusals found before it are thrown instead', async () => {
    const forbidden = new ForbiddenError();
    await expect(collectFieldsAsync(async (check) => [await check(async () => { throw forbidden; }), await check(() => refuse('a'))])).rejects.toBe(forbidden);
    await expect(collectFieldsAsync(async (check) => [await check(() => refuse('a')), await check(async () => { throw forbidden; })])).rejects.toMatchObject({ field: 'a' });
    const errors = new FieldErrors();
    errors.check(() => refuse('a'));
    errors.check(() => refuse('b'));
    expect(() => errors.check(() => { throw forbidden; })).toThrow(InvalidFieldsError);
  });

  it('flattens an InvalidFieldsError it is given', () => {
    const errors = new FieldErrors();
    errors.add(new InvalidFieldsError([new InvalidFieldError('a', 'a'), new InvalidFieldError('b', 'b')]));
    errors.add(new InvalidFieldError('c', 'c'));
    expect(() => errors.throwIfAny()).toThrow(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'a' }), expect.objectContaining({ field: 'b' }), expect.objectContaining({ field: 'c' })] }));
  });
});
