export * from './web';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/profile';
export * from './schemas/mining';
export * from './schemas/store-credit';
export * from './schemas/referral';
export * from './money';
