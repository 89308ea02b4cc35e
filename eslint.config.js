import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noReact = ['react', 'react-dom', 'mobx-react-lite'].map((name) => ({
  name,
  message:
    'kernel/ must not import React: views live in plugins/views and bind through useKernel().',
}));
const noTapable = {
  name: 'tapable',
  message: 'Use the hook catalogue of kernel/hooks.ts; it is the only file that imports tapable.',
};
const kernelPatterns = [
  { group: ['react/*', 'react-dom/*'], message: 'kernel/ must not import React.' },
  {
    group: ['**/plugins/**', '**/presets/**', '**/sandbox/**'],
    message: 'kernel/ must not depend on plugins, presets or the sandbox.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'sandbox/dist/**', 'node_modules/**', 'coverage/**', 'test-results/**'] },
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
    // The kernel runs in Node as in a page: no React, and tapable only behind kernel/hooks.ts.
    files: ['kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...noReact, noTapable], patterns: kernelPatterns },
      ],
    },
  },
  {
    files: ['kernel/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noReact, patterns: kernelPatterns }] },
  },
  {
    files: ['plugins/**/*.{ts,tsx}', 'presets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noTapable] }] },
  },
);
