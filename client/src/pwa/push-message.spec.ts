import { DEFAULT_TITLE, notificationTarget, parsePushMessage, pickWindow } from './push-message';

const ORIGIN = 'https://kickshots.example';

describe('parsePushMessage', () => {
  it('reads the server message {title, body, url, tag}', () => {
    expect(
      parsePushMessage(
        JSON.stringify({
          title: 'League night',
          body: 'Tables open at 7',
          url: '/progress',
          tag: 'broadcast',
        }),
      ),
    ).toEqual({ title: 'League night', body: 'Tables open at 7', url: '/progress', tag: 'broadcast' });
  });

  it('defaults the url to / and leaves out an empty tag', () => {
    expect(parsePushMessage(JSON.stringify({ title: 'Hi', body: 'There' }))).toEqual({
      title: 'Hi',
      body: 'There',
      url: '/',
    });
  });

  it('takes `message` when there is no `body`', () => {
    expect(parsePushMessage(JSON.stringify({ title: 'Hi', message: 'From the inbox' })).body).toBe(
      'From the inbox',
    );
  });

  it.each([
    ['no data', undefined, ''],
    ['empty data', '', ''],
    ['plain text', 'Tables open at 7', 'Tables open at 7'],
    ['a JSON string', '"quoted"', '"quoted"'],
    ['JSON null', 'null', 'null'],
  ])('shows something for %s (a push must always show a notification)', (_, data, body) => {
    expect(parsePushMessage(data)).toEqual({ title: DEFAULT_TITLE, body, url: '/' });
  });

  it('uses the app name for a blank or non-string title', () => {
    expect(parsePushMessage(JSON.stringify({ title: '   ', body: 'x' })).title).toBe(DEFAULT_TITLE);
    expect(parsePushMessage(JSON.stringify({ title: 42, body: 'x' })).title).toBe(DEFAULT_TITLE);
  });
});

describe('notificationTarget', () => {
  it.each([
    ['/', `${ORIGIN}/`],
    ['/progress', `${ORIGIN}/progress`],
    ['/links?q=drills#top', `${ORIGIN}/links?q=drills#top`],
    [`${ORIGIN}/notes`, `${ORIGIN}/notes`],
  ])('opens the app page %s', (url, target) => {
    expect(notificationTarget(url, ORIGIN)).toBe(target);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['another port of the same host', 'https://kickshots.example:8443/'],
    ['no url', undefined],
    ['an empty url', ''],
    ['a number', 42],
  ])('opens the home page instead of %s', (_, url) => {
    expect(notificationTarget(url, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('pickWindow', () => {
  const win = (url: string, focused = false) => ({ url, focused });

  it('prefers a window already on the page', () => {
    const windows = [win(`${ORIGIN}/`, true), win(`${ORIGIN}/progress`)];
    expect(pickWindow(windows, `${ORIGIN}/progress`, ORIGIN)).toBe(windows[1]);
  });

  it('then the focused window, then the first', () => {
    const windows = [win(`${ORIGIN}/notes`), win(`${ORIGIN}/`, true)];
    expect(pickWindow(windows, `${ORIGIN}/progress`, ORIGIN)).toBe(windows[1]);
    expect(pickWindow([win(`${ORIGIN}/notes`), win(`${ORIGIN}/`)], `${ORIGIN}/progress`, ORIGIN)?.url).toBe(
      `${ORIGIN}/notes`,
    );
  });

  it('never picks a window of another origin, and none when no app window is open', () => {
    expect(pickWindow([win('https://other.example/', true)], `${ORIGIN}/`, ORIGIN)).toBeUndefined();
    expect(pickWindow([], `${ORIGIN}/`, ORIGIN)).toBeUndefined();
  });
});
