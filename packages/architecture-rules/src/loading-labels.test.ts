import { describe, expect, it } from 'vitest';
import { webComponents } from './web-sources.ts';

/** Where a Chakra loading part opens: `<Skeleton`, `<SkeletonText`, `<SkeletonCircle`, `<Spinner`. */
const LOADING_PART = /<(?:Skeleton(?:Text|Circle)?|Spinner)(?=[\s/>])/g;

/** A JSX opening tag from its `<` to its `>`, skipping any `>` inside `{…}` or a string. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start + 1; index < text.length; index++) {
    const char = text.charAt(index);
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** The loading parts named by an aria-label without role="status", as `file: <tag>`. */
function labelsWithoutStatus(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(LOADING_PART)]
      .map((match) => openingTag(text, match.index))
      .filter((tag) => /\saria-label=/.test(tag) && !/\srole="status"/.test(tag))
      .map((tag) => `${file}: ${tag}`),
  );
}

/**
 * A skeleton or spinner named for what loads is a status (docs/architecture.md, Habits, Loading
 * labels): axe's aria-prohibited-attr (serious) refuses an aria-label on a div or span without a
 * role. ui-kit's LoadingSkeleton carries both; a bare Skeleton or Spinner with a label needs the role.
 */
describe('loading labels', () => {
  it('no Skeleton or Spinner of the web packages has an aria-label without role="status"', () => {
    const files = webComponents();
    expect(files.filter(({ text }) => /<LoadingSkeleton\s/.test(text)).length).toBeGreaterThan(10);
    expect(labelsWithoutStatus(files)).toEqual([]);
  });

  it('finds a labelled Skeleton or Spinner without the role, and passes one with it or without a label', () => {
    const planted = [
      { file: 'a.tsx', text: '<Skeleton height="40" aria-label="Loading insight" />' },
      { file: 'b.tsx', text: '<Spinner\n  size={x > 1 ? "lg" : "sm"}\n  aria-label={label}\n/>' },
      { file: 'c.tsx', text: '<Skeleton h="24" role="status" aria-label="Loading memberships" />' },
      { file: 'd.tsx', text: '<Skeleton h="9" /> <SkeletonText noOfLines={3} /> <p aria-label="x">' },
      { file: 'e.tsx', text: '<LoadingSkeleton height="24" label="Loading crypto balances" />' },
    ];
    expect(labelsWithoutStatus(planted).map((found) => found.split(':')[0])).toEqual(['a.tsx', 'b.tsx']);
  });
});
