import { mountApp } from '@keyclub/app-shell';
import { API_URL, ROLE } from './config.ts';
import { routes } from './routes.tsx';

mountApp({ apiUrl: API_URL, role: ROLE, routes });
