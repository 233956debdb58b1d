// UI preferences that survive a reload (collapsed sections, the navbar).
export * from './ui-slice';
