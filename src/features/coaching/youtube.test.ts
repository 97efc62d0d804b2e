import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from './youtube';

describe('youtubeId', () => {
  it('reads the id of the watch?v= form', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
  });

  it('reads the id of the youtu.be form', () => {
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe('dQw4w9WgXcQ');
  });

  it('refuses ids that are not 11 characters and other hosts', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQX')).toBeNull();
    expect(youtubeId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeId('https://evil.test/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId(null)).toBeNull();
  });

  it('embeds through youtube-nocookie with the JS API enabled', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', 'http://127.0.0.1:4173')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0&origin=http%3A%2F%2F127.0.0.1%3A4173',
    );
  });
});
