// Test helpers other packages' tests use (@ghanapay/providers/testing).
export { createTestPushSubscription, type TestPushSubscription } from './push-receiver';
