import { mountApp } from '@keyclub/app-shell';
import { configureCheckout } from '@keyclub/checkout';
import { configureWallet } from '@keyclub/wallet';
import { API_URL, CHAIN, ROLE, SUPPORT_EMAIL } from './config.ts';
import { routes } from './routes.tsx';

configureWallet(CHAIN);
configureCheckout({ supportEmail: SUPPORT_EMAIL });
mountApp({ apiUrl: API_URL, role: ROLE, routes });
