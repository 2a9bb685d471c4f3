export {
  type ApiRoutes,
  bodiesOf,
  callsOf,
  mockApi,
  type Reply,
  type SentRequest,
  TEST_API_URL,
} from './mock-api.ts';
export { type ApiAnswers, answerOn } from './typed-answers.ts';
