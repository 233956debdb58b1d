// Types of stack-groups.js (CommonJS, for scripts/run-tests.mjs and its test).
export interface Lane {
  files: string[];
  seconds: number;
}
export interface LanePlan {
  lanes: Lane[];
  after: string[][];
  alone: string[];
  unnamed: string[];
}
export const independent: string[];
export const shared: Record<string, string[]>;
export const afterLanes: Record<string, string[]>;
export const alone: string[];
export const pacedEngines: string[];
export const SECONDS: Record<string, number>;
export function planLanes(suites: string[], width: number, seconds?: Record<string, number>): LanePlan;
/** A jest run's answer as scripts/run-tests.mjs keeps it: its failed suites (file → failed cases), and whether it reported. */
export interface JestRun {
  failedSuites: Map<string, number>;
  complete: boolean;
}
export const MAX_RERUN: number;
export function suitesToRerun(runs: JestRun[], max?: number): Map<string, number>;
export function flakySuites(rerun: Map<string, number>, again: JestRun): string[];
declare const groups: {
  independent: string[];
  shared: Record<string, string[]>;
  afterLanes: Record<string, string[]>;
  alone: string[];
  pacedEngines: string[];
  SECONDS: Record<string, number>;
  planLanes: typeof planLanes;
  suitesToRerun: typeof suitesToRerun;
  flakySuites: typeof flakySuites;
  MAX_RERUN: number;
};
export default groups;
