export { PrepareOffline } from './components/PrepareOffline';
export { estimatePreparation, prepareOffline, supabaseSelect, type PrepareSession, type PrepEstimate, type Select } from './api';
export { AutoPrepareSessions, prepareMemberSessions } from './auto-prepare';
