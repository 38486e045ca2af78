import { youtubeThumbnail, youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=a_B-c1D2e3F', 'a_B-c1D2e3F'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=5', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://YOUTU.BE/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id of 12 characters', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['an id with a character outside the alphabet', 'https://youtu.be/dQw4w9WgX.Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel', 'https://www.youtube.com/@kickshots'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PLdQw4w9WgXcQ'],
    ['another site with the same path', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a javascript: URL', 'javascript:alert("youtu.be/dQw4w9WgXcQ")'],
    ['not a URL', 'youtu.be/dQw4w9WgXcQ'],
    ['an empty shorts path', 'https://www.youtube.com/shorts/'],
  ])('finds none in %s', (_case, link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it("asks YouTube's image server for the 16:9 thumbnail", () => {
    expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
  });
});
