export * from './common';
export * from './image';
export * from './product';
export * from './project';
export * from './contact';
export * from './user';
export * from './health';
export * from './backup';
