import { mountApp } from '@keyclub/auth';
import { API_URL, ROLE } from './config.ts';
import { router } from './routes.tsx';

mountApp({ apiUrl: API_URL, role: ROLE, router });
