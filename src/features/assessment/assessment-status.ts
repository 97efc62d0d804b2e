// The rule lives once, in src/offline, where every feature reads it.
export { assessmentStatus, type AssessmentStatus, type StatusFields } from '../../offline/assessments';
