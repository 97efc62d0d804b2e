/**
 * What the Realtime change feed has done since the process started, counted so that tests and
 * benchmarks can see what one change costs: the statements it runs must not grow with the channels
 * that cannot receive it.
 */
export const realtimeStats = {
  /** Changes sent to every channel that may receive them. */
  changes: 0,
  /** Statements run to decide which channels' filters a changed row meets. */
  matchStatements: 0,
  /** Read-backs of a changed row under a subscriber's role and claims (one transaction each). */
  readBacks: 0,
  /** Database calls those read-backs took (several users' read-backs may share one). */
  readBackCalls: 0,
};
