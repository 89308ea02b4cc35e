import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Packages that bring React (or a React binding) into a module. */
const REACT_PACKAGES = ['react', 'react-dom', 'mobx-react', 'mobx-react-lite', 'preact'];
const REACT_MESSAGE =
  'kernel/ must not import React: views live in plugins/views and bind through useKernel().';
const REACT_SPECIFIER = `/^(${REACT_PACKAGES.join('|')})(\\/|$)/`;

const noReact = REACT_PACKAGES.map((name) => ({ name, message: REACT_MESSAGE }));
const noTapable = {
  name: 'tapable',
  message:
    'Use the hook catalogue of kernel/hooks.ts; only it and kernel/closureHooks.ts (the closure-built hook calls) import tapable.',
};
const kernelPatterns = [
  { group: REACT_PACKAGES.map((name) => `${name}/*`), message: REACT_MESSAGE },
  {
    group: ['**/plugins/**', '**/presets/**', '**/sandbox/**'],
    message: 'kernel/ must not depend on plugins, presets or the sandbox.',
  },
];
/**
 * MobX 7 dropped the namespaced annotations (`observable.ref`, `computed.struct`, ...) for named
 * exports that MobX 6 lacks; kernel/mobxAnnotations.ts resolves them for either major.
 */
const noNamespacedAnnotation = {
  selector:
    'MemberExpression[object.name=/^(observable|computed|action|flow|comparer)$/][property.name=/^(ref|shallow|deep|struct|bound|identity|default|structural)$/]',
  message:
    'MobX 7 has no namespaced annotations: take observableRef, observableShallow, computedStruct, ... from pickerkit (kernel/mobxAnnotations.ts), which works on MobX 6 and 7.',
};
/** What no-restricted-imports does not see: import(), require() and JSX (which imports React). */
const noReactSyntax = [
  'error',
  noNamespacedAnnotation,
  { selector: `ImportExpression[source.value=${REACT_SPECIFIER}]`, message: REACT_MESSAGE },
  {
    selector: `CallExpression[callee.name='require'][arguments.0.value=${REACT_SPECIFIER}]`,
    message: REACT_MESSAGE,
  },
  {
    selector: 'JSXElement, JSXFragment',
    message: 'kernel/ must not use JSX: it compiles to React imports. Views live in plugins/views.',
  },
];
/** Every source file the kernel may hold, whatever its extension. */
const KERNEL_FILES = ['kernel/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.declarations/**',
      'sandbox/dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'tests/hosts/templates/*/{.next,dist,build,shared}/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['plugins/views/**/*.{ts,tsx}', 'presets/**/*.{ts,tsx}', 'sandbox/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The kernel runs in Node as in a page: no React, and tapable only behind kernel/hooks.ts
    // (and kernel/closureHooks.ts, which gives its hooks calls built without generated source).
    files: KERNEL_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...noReact, noTapable], patterns: kernelPatterns },
      ],
      'no-restricted-syntax': noReactSyntax,
    },
  },
  {
    files: ['kernel/hooks.ts', 'kernel/closureHooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noReact, patterns: kernelPatterns }] },
  },
  {
    // Layers point one way, presets -> plugins -> kernel (tests/unit/architecture/layers.test.ts).
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noTapable],
          patterns: [
            {
              group: ['**/presets/**', 'pickerkit/presets/*'],
              message:
                'plugins/ must not depend on presets: move what both need into a plugin (plugins/drive/ for the finder).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['presets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noTapable] }] },
  },
  {
    files: ['plugins/**/*.{ts,tsx}', 'presets/**/*.{ts,tsx}', 'sandbox/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noNamespacedAnnotation] },
  },
);
