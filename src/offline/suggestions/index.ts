// AI suggestions on the device: read and cached per activity. The kind suggestion/set-status is
// registered in ../operations.
export type { LocalSuggestion, SuggestionFields } from '../store/rows';
export { readSuggestions } from './reads';
export { cacheSuggestions } from './cache';
export { readTeamSuggestions } from './team-reads';
