/*
 * The Realtime websocket's limits. The anon key that opens a socket is embedded in the app, so these keep
 * one address, or one user, from taking the sockets, channels and joins that everyone else needs. The
 * figures follow Supabase Realtime's tenant limits (500 concurrent connections on Pro, 100 channels per
 * client) and narrow them per address and per user. An address is the TCP peer's; forwarded-for headers
 * are not trusted.
 */

/** Sockets the backend holds at once, all callers together. */
export const MAX_SOCKETS = 500;
/** Sockets one address may hold before a signed-in user has joined a channel on them. */
export const MAX_ANONYMOUS_SOCKETS_PER_ADDRESS = 20;
/** Sockets one signed-in user may hold (tabs and devices). */
export const MAX_SOCKETS_PER_USER = 10;
/** Channels one socket may join. */
export const MAX_CHANNELS_PER_SOCKET = 100;
/** Channels one signed-in user may hold over all their sockets. */
export const MAX_CHANNELS_PER_USER = 100;
/** Channels read as anon (or with the service key) that the sockets of one address may hold together. */
export const MAX_ANONYMOUS_CHANNELS_PER_ADDRESS = 100;
/** Joins one user, or the anonymous sockets of one address, may make: a burst, then so many a second. */
export const JOIN_BURST = 200;
export const JOINS_PER_SECOND = 10;
