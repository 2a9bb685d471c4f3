import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webComponents, webSources } from './web-sources.ts';

/** `useForm(` or `useForm<…>(` opening an options object, up to the first option. */
const USE_FORM_CALL = /\buseForm\s*(?:<[^(]*?>)?\(\s*\{\s*([^,}\s]*)/g;

/** A form element, a Chakra part rendered as one, or auth's FormStack (a `<form>` laid out as a Stack). */
const FORM_ELEMENT = /<form[\s>]|\bas="form"|<FormStack[\s>]/;

/** Layout shells that render a `<form>` for their callers, which hold the useForm. */
const FORM_SHELLS = [/packages\/auth\/src\/form-stack\.tsx$/];

/**
 * `useForm` itself, or a hook that calls it for a family of forms (auth's signup steps: the step's
 * schema, saved input and draft); the hook's own `useForm` call is checked below like any other.
 */
const USE_FORM = /\b(?:useForm|useSignupForm)\s*[<(]/;

/** The component files whose form is not driven by react-hook-form. */
function formsWithoutUseForm(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file }) => !FORM_SHELLS.some((shell) => shell.test(file)))
    .filter(({ text }) => FORM_ELEMENT.test(text) && !USE_FORM.test(text))
    .map(({ file }) => file);
}

/**
 * Every form of both apps is a react-hook-form form (the domain's zod schema as its resolver) and
 * speaks the same way (docs/decisions/frame.md): its `useForm` options start
 * with ui-kit's `...FORM_VALIDATION` (a message when the user leaves a field, updated as they type).
 */
describe('forms', () => {
  it('every form of the web packages is driven by useForm (or a form hook over it) in its own component file', () => {
    const files = webComponents();
    expect(files.filter(({ text }) => FORM_ELEMENT.test(text)).length).toBeGreaterThan(10);
    expect(formsWithoutUseForm(files)).toEqual([]);
  });

  it('finds a form without useForm, a Chakra one and a FormStack, and passes one with it', () => {
    const planted = [
      { file: 'a.tsx', text: '<form onSubmit={submit}>' },
      { file: 'b.tsx', text: '<Stack as="form" onSubmit={submit}>' },
      { file: 'c.tsx', text: '<FormStack gap="4" onSubmit={submit}>' },
      {
        file: 'd.tsx',
        text: 'const form = useForm({ ...FORM_VALIDATION }); <form onSubmit={form.handleSubmit(go)}>',
      },
      { file: 'e.tsx', text: '<Text>Fill in the form</Text>' },
      { file: 'f.tsx', text: 'const { form } = useSignupForm(\'phone\', schema, {}); <FormStack gap="4">' },
      { file: 'g.tsx', text: 'const form = useOtherForm(); <form onSubmit={form.handleSubmit(go)}>' },
    ];
    expect(formsWithoutUseForm(planted)).toEqual(['a.tsx', 'b.tsx', 'c.tsx', 'g.tsx']);
  });

  it('every useForm call of the web packages spreads FORM_VALIDATION first', () => {
    const calls = webSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(USE_FORM_CALL)].map((call) => ({ file, first: call[1] })),
    );
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((call) => call.first !== '...FORM_VALIDATION').map((call) => call.file)).toEqual([]);
  });
});
