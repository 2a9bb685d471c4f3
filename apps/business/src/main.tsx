import { mountApp } from '@keyclub/auth';
import { API_URL, ROLE } from './config.ts';
import { routes } from './routes.tsx';

mountApp({ apiUrl: API_URL, role: ROLE, routes });
