export * from './auth';
export * from './issues';
export * from './messages';
export * from './signup';
