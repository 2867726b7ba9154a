import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Without the React plugin the stories compile JSX to React.createElement and crash with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
