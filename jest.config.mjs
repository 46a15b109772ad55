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

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{server,functions,gatsby,scripts,tests/content,tests/ci,src}/**/__tests__/**/*.test.ts',
      ],
    },
    // Each workspace package runs its own tests, from its own folder.
    {
      ...common,
      displayName: 'lead-pipeline',
      rootDir: 'packages/lead-pipeline',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      // The Firestore store runs against the official emulator (see src/testing/firestore-emulator.ts).
      globalSetup: '<rootDir>/jest.global-setup.ts',
      globalTeardown: '<rootDir>/jest.global-teardown.ts',
    },
    {
      ...common,
      displayName: 'cms-auth',
      rootDir: 'packages/cms-auth',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'content-rules',
      rootDir: 'packages/content-rules',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'tools',
      rootDir: 'tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.tsx'],
    },
  ],
};
