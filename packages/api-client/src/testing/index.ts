export { type CannedResponse, type RecordedRequest, startTestServer } from './http-test-server.ts';
export {
  type ApiRoutes,
  bodiesOf,
  callsOf,
  mockApi,
  type Reply,
  type SentRequest,
  TEST_API_URL,
} from './mock-api.ts';
