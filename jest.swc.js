// The shared @swc/jest transform: TypeScript and TSX to CommonJS, React's automatic runtime.
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
