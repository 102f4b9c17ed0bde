import type { Decorator } from '@storybook/react-vite';
import { AafiyatProvider, type LinkComponentProps } from '../providers/AafiyatProvider';
import { storyDirection } from './storyLocale';

/** Where the story's links would have gone, newest last: stories assert on it instead of navigating. */
export const followedLinks: string[] = [];

// A router-like link: it records the destination and cancels the browser's navigation, which would take the
// story's page away (in the test runner, the whole test).
function RecordingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        followedLinks.push(href);
      }}
    >
      {children}
    </a>
  );
}

/** A decorator that renders the story's internal links as router links that do not leave the page. */
export const withRecordedLinks: Decorator = (Story, context) => {
  followedLinks.length = 0;
  return (
    <AafiyatProvider linkComponent={RecordingLink} dir={storyDirection(context.globals)}>
      <Story />
    </AafiyatProvider>
  );
};
