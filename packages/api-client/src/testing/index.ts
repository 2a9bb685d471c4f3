export {
  type ApiRoutes,
  bodiesOf,
  callsOf,
  mockApi,
  type Reply,
  type SentRequest,
  TEST_API_URL,
} from './mock-api.ts';
