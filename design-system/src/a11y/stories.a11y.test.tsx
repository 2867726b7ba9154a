import { composeStories, setProjectAnnotations } from '@storybook/react';
import { cleanup, render } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { readdirSync } from 'node:fs';
import type { ComponentType } from 'react';
import path from 'node:path';
import preview from '../../.storybook/preview';

// Every story, rendered with the same theme decorator as Storybook, must pass axe with no serious or
// critical violation; a new component's stories are picked up without touching this file.
setProjectAnnotations(preview);

const axe = configureAxe({ impactLevels: ['serious', 'critical'] });

const componentsDir = path.join(__dirname, '..', 'components');
const storyFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

type StoryModule = Parameters<typeof composeStories>[0];

describe.each(storyFiles)('%s', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of story files is only known at run time
  const stories = Object.entries(composeStories(require(path.join(componentsDir, file)) as StoryModule)) as Array<
    [string, ComponentType]
  >;

  afterEach(cleanup);

  it.each(stories)('%s has no serious accessibility violations', async (_name, Story) => {
    render(<Story />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

it('finds the stories', () => {
  expect(storyFiles.length).toBeGreaterThanOrEqual(25);
});
