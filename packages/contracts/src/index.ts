export * from './api';
export * from './appointments';
export * from './constants';
export * from './enums';
export * from './messages';
export * from './money';
export * from './time';
export * from './validation';
