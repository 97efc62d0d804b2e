// The notifications on the device: the server's list, kept whole. The kind notification/mark-read
// is registered in ../operations. React hooks are in ./hooks.
export { cacheNotifications, readNotifications, type NotificationItem } from './reads';
