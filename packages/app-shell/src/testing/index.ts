export { expectLocation, type RenderRoutesOptions, renderRoutes, TEST_API_URL } from './render-routes.tsx';
