// Assessments on the device: their reads, the cache of the server's rows (merged per question),
// the template version each was given (its type and rule) and the derived status. The kinds
// save-partial and complete are registered in ../operations. React hooks are in ./hooks.
export type { AssessmentFields, LocalAssessment, LocalScoringRule } from '../store/rows';
export { readAssessment, readQuestions, readScoringRules } from './reads';
export { cacheAssessments } from './cache';
export { cacheTemplateVersion, readTemplateVersion, type TemplateVersionFields } from './template-versions';
export { assessmentStatus, type AssessmentStatus, type StatusFields } from './status';
