export { PrepareOffline } from './components/PrepareOffline';
export {
  estimatePreparation,
  prepareOffline,
  supabaseSelect,
  type PrepareSession,
  type PrepEstimate,
  type Select,
} from './api';
export { AutoPrepareOffline, prepareMemberOffline } from './auto-prepare';
