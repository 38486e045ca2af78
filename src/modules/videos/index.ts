/** What other modules may use of videos: a card's practice videos (VideosService, exported by VideosModule). */
export { VideosService, type PracticeVideoView } from './videos.service.js';
