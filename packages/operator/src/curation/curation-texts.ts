import type { CurationFlag } from '@keyclub/domain';

/** Each hand-made list as the console names it, with where consumers see it and its add button. */
export const LIST_TEXTS: Record<CurationFlag, { title: string; where: string; add: string }> = {
  featured: { title: 'Featured', where: 'The marketplace’s carousel', add: 'Feature' },
  recommended: { title: 'Recommended', where: 'The marketplace’s banner (the first one)', add: 'Recommend' },
  hot: { title: 'Hot', where: 'The hot list', add: 'Mark hot' },
};
