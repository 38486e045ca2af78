import { validationMessage } from './validation-message';

describe('validationMessage', () => {
  it('reads the message react-admin serialized into react-hook-form', () => {
    expect(validationMessage('@@react-admin@@"Title and message are required"')).toEqual({
      message: 'Title and message are required',
    });
    expect(
      validationMessage('@@react-admin@@{"message":"ra.validation.maxLength","args":{"max":200}}'),
    ).toEqual({
      message: 'ra.validation.maxLength',
      args: { max: 200 },
    });
  });

  it('keeps a plain message, and an object’s message', () => {
    expect(validationMessage('URL is required')).toEqual({ message: 'URL is required' });
    expect(validationMessage({ message: 'Please enter a user email' })).toEqual({
      message: 'Please enter a user email',
    });
  });

  it('is undefined without a message', () => {
    expect(validationMessage(undefined)).toBeUndefined();
    expect(validationMessage('')).toBeUndefined();
    expect(validationMessage({})).toBeUndefined();
  });

  it('does not throw on a broken serialization', () => {
    expect(validationMessage('@@react-admin@@{oops')).toEqual({ message: '{oops' });
  });
});
