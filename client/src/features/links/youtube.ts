/** YouTube's hosts whose links name a video. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The path forms with the id as the next segment: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_SEGMENTS = new Set(['shorts', 'embed', 'live', 'v']);

/** A video id has exactly 11 characters of YouTube's URL-safe alphabet; anything else gets no thumbnail. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube video id of a link (watch?v=, youtu.be/, shorts/, embed/, live/ and v/ forms), or
 * null when the link is not a YouTube video or its id is not 11 characters.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && ID_SEGMENTS.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The 16:9 thumbnail of a video on YouTube's image server (320 × 180). */
export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
}
