// Shared by the site and the functions: no SDK imports here, only zod.
export * from './plans';
export * from './languages';
export * from './limits';
export * from './error-catalogue';
export * from './roles';
export * from './schemas';
export * from './mail-texts';
export * from './account';
export * from './note-templates';
export * from './validation';
export * from './audio';
export * from './api-error';
