// The host combinations the consumer test installs: React 18 and 19, each with MobX 6 +
// mobx-react-lite 4 and MobX 7 + mobx-react-lite 5. Between them they hold the lowest version of
// every peer range in package.json and the newest of each major, so each range is tried at both
// ends. @types/react follows React's major for the TypeScript consumer.
export const COMBINATIONS = [
  {
    name: 'react18-mobx6',
    packages: {
      react: '18.0.0',
      'react-dom': '18.0.0',
      mobx: '6.9.0',
      'mobx-react-lite': '4.0.3',
      '@types/react': '^18',
    },
  },
  {
    name: 'react18-mobx7',
    packages: {
      react: '^18',
      'react-dom': '^18',
      mobx: '7.0.0',
      'mobx-react-lite': '5.0.0',
      '@types/react': '^18',
    },
  },
  {
    name: 'react19-mobx6',
    packages: {
      react: '19.0.0',
      'react-dom': '19.0.0',
      mobx: '^6',
      'mobx-react-lite': '^4.1.0',
      '@types/react': '^19',
    },
  },
  {
    name: 'react19-mobx7',
    packages: {
      react: '^19',
      'react-dom': '^19',
      mobx: '^7',
      'mobx-react-lite': '^5',
      '@types/react': '^19',
    },
  },
];
