// A video link is accepted in the {host}/watch?v= and youtu.be forms with an
// 11-character id; any other content URL opens externally ('Apri Contenuto').
const ID = '[A-Za-z0-9_-]{11}';
const WATCH = new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=(${ID})(?:[&#].*)?$`);
const SHORT = new RegExp(`^https?://youtu\\.be/(${ID})(?:[?#].*)?$`);

/** The 11-character YouTube id of a watch or youtu.be link, or null for any other URL. */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return WATCH.exec(trimmed)?.[1] ?? SHORT.exec(trimmed)?.[1] ?? null;
}

/** The privacy-enhanced embed; enablejsapi lets the IFrame API report play and pause. */
export function youtubeEmbedUrl(id: string, origin: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?enablejsapi=1&rel=0&origin=${encodeURIComponent(origin)}`;
}
