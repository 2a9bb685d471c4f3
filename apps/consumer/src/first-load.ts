// Runs inline in index.html, before the app's entry has arrived (scripts/lib/vite-inline-script.ts):
// a visitor's first-load requests of the page leave with the document instead of after the code.
import { startFirstLoad } from '@keyclub/memberships/first-load';
import { API_URL } from './config.ts';
import { homeHref } from './home.ts';

startFirstLoad(API_URL, { homeHref });
