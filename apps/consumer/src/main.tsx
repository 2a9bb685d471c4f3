import { mountApp } from '@keyclub/auth';
import { configureWallet } from '@keyclub/wallet';
import { API_URL, CHAIN, ROLE } from './config.ts';
import { routes } from './routes.tsx';

configureWallet(CHAIN);
mountApp({ apiUrl: API_URL, role: ROLE, routes });
