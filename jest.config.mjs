// Jest runs TypeScript through Babel with Gatsby's preset (no separate build step).
const transform = {
  // Build-time styles (*.css.ts): class names as the build makes them, the CSS injected into jsdom.
  '\\.css\\.ts$': '@vanilla-extract/jest-transform',
  '^.+\\.[jt]sx?$': [
    'babel-jest',
    {
      presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
      babelrc: false,
      configFile: false,
    },
  ],
};
const common = {
  transform,
  // gatsby ships untranspiled ESM in a few packages; let Babel handle them.
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: {
    // A package's stylesheet; a relative `./X.css` is a build-time style module (X.css.ts), transformed above.
    '^[^.].*\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|woff2?)$': '<rootDir>/__mocks__/file-mock.ts',
  },
  globals: { __PATH_PREFIX__: '' },
};

/**
 * Each test file states its environment in its first comment (`@jest-environment jsdom` or `node`);
 * the projects differ only in where they look. Each workspace package runs its own tests, from its
 * own folder.
 */
const testMatch = ['<rootDir>/src/**/__tests__/**/*.test.ts'];
/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'site',
      // jest-dom's matchers, and the <dialog> methods jsdom lacks (the file checks it is in jsdom).
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testMatch: [
        '<rootDir>/{server,functions,gatsby,plugins,scripts,tests,src}/**/__tests__/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'lead-pipeline',
      rootDir: 'packages/lead-pipeline',
      testMatch,
      // The Firestore store runs against the official emulator (see src/testing/firestore-emulator.ts).
      globalSetup: '<rootDir>/jest.global-setup.ts',
      globalTeardown: '<rootDir>/jest.global-teardown.ts',
    },
    { ...common, displayName: 'cms-auth', rootDir: 'packages/cms-auth', testMatch },
    { ...common, displayName: 'content-rules', rootDir: 'packages/content-rules', testMatch },
    { ...common, displayName: 'tools', rootDir: 'tools', testMatch },
  ],
};
