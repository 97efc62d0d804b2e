export { PrepareOffline } from './components/PrepareOffline';
export { estimatePreparation, prepareOffline, supabaseSelect, type PrepEstimate, type Select } from './api';
export { AutoPrepareSessions, prepareMemberSessions } from './auto-prepare';
