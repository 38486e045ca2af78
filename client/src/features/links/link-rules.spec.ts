import { displayUrl, isWebUrl } from './link-rules';

describe('isWebUrl', () => {
  it.each(['https://a.example', 'http://a.example/x?y=1', '  https://youtu.be/dQw4w9WgXcQ '])(
    'takes %s',
    (url) => {
      expect(isWebUrl(url)).toBe(true);
    },
  );

  it.each([
    '',
    'kick shots',
    'a.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://a.example',
    'https://',
  ])('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('displayUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayUrl('https://www.example.com/')).toBe('www.example.com');
    expect(displayUrl('http://a.example/drills/')).toBe('a.example/drills');
  });
});
