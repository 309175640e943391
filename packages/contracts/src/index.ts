export * from './constants.js';
export * from './messages.js';
export * from './plans.js';
export * from './words.js';
