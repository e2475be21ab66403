export * from './api';
export * from './appointments';
export * from './constants';
export * from './enums';
export * from './money';
export * from './time';
export * from './validation';
