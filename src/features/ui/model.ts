// UI preferences that survive a reload (collapsed sections).
export * from './ui-slice';
