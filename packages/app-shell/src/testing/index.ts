export { expectLocation, type RenderRoutesOptions, renderRoutes } from './render-routes.tsx';
