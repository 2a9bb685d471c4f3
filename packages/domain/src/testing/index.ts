// Test helpers for the packages' own tests: never imported by application code.
export { activationCardFixture } from './activation-card-fixture.ts';
export { messagesOf } from './issues.ts';
export { tokenFixture } from './token-fixture.ts';
export { userFixture } from './user-fixture.ts';
