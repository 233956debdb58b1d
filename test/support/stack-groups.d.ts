// Types of stack-groups.js (CommonJS, for scripts/run-tests.mjs and its test).
export interface Lane {
  files: string[];
  seconds: number;
}
export interface LanePlan {
  lanes: Lane[];
  alone: string[];
  unnamed: string[];
}
export const independent: string[];
export const shared: Record<string, string[]>;
export const alone: string[];
export const SECONDS: Record<string, number>;
export function planLanes(suites: string[], width: number, seconds?: Record<string, number>): LanePlan;
declare const groups: {
  independent: string[];
  shared: Record<string, string[]>;
  alone: string[];
  SECONDS: Record<string, number>;
  planLanes: typeof planLanes;
};
export default groups;
