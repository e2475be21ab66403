export * from './enums';
export * from './constants';
export * from './money';
export * from './validation';
export * from './api';
export * from './appointments';
export * from './time';
