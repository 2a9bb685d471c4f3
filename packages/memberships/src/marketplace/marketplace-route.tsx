import { MarketplacePage } from './marketplace-page.tsx';

/** Lazy route module of /marketplace (react-router `lazy` reads `Component`). */
export const Component = MarketplacePage;
