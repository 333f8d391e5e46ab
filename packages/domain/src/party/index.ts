export * from './party-roles.js';
export * from './invitation.js';
