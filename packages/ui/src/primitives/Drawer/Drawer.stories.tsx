import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { expectModalBehaviour, historyStep } from '../../test-support/modalBehaviour';
import { followedLinks, withRecordedLinks } from '../../test-support/StoryLinks';
import { storyMessages } from '../../test-support/storyLocale';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Drawer, type DrawerProps } from './Drawer';

const links = ['Clinic', 'Pharmacy', 'Hospital', 'Online consultation', 'Pricing', 'About us', 'Contact us'];

function Navigation({ count = links.length }: { count?: number }) {
  return (
    <nav aria-label="Site">
      <Stack as="ul" gap="medium" paddingInlineStart="none">
        {Array.from({ length: count }, (_, index) => {
          const label = links[index % links.length] ?? '';
          const text = index < links.length ? label : `${label} ${String(index)}`;
          return (
            <li key={text} style={{ listStyle: 'none' }}>
              <Link href={`/${text.toLowerCase().replaceAll(' ', '-')}`} underline="hover">
                {text}
              </Link>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

/** The caller's menu button owns the state and says whether the drawer is open (`aria-expanded`). */
function DrawerWithMenuButton(props: DrawerProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <IconButton
        label="Menu"
        icon="menu"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => {
          setOpen(true);
        }}
      />
      <Drawer
        {...props}
        id="site-drawer"
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          props.onOpenChange?.(change);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { title: 'Aafiyat', children: <Navigation />, onOpenChange: fn() },
  render: (args) => <DrawerWithMenuButton {...args} />,
  decorators: [withRecordedLinks],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Menu' });

/** Opens, and closes with Escape, the browser's close request, the close button and the backdrop. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const trigger = menuButton(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: async () => {
        await userEvent.click(trigger);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      },
      dialogName: 'Aafiyat',
      closeButtonName: t('Dialog.close'),
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Open: focus starts on the first link; the drawer hugs the inline-start edge (the left in English, the right in
 * Urdu).
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Clinic' })).toHaveFocus());
    const rightToLeft = getComputedStyle(drawer).direction === 'rtl';
    await waitFor(() => {
      const box = drawer.getBoundingClientRect();
      return expect(rightToLeft ? Math.round(box.right) : box.left).toBe(
        rightToLeft ? document.documentElement.clientWidth : 0,
      );
    });
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};

/** Following a link closes the drawer (navigation) and puts focus back on the menu button. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const trigger = menuButton(canvasElement);
    await userEvent.click(trigger);
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(followedLinks).toEqual(['/pricing']);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(trigger).toHaveFocus();
  },
};

/** With `closeOnNavigate={false}` (links that filter the page behind), it stays open. */
export const StaysOpenOnNavigation: Story = {
  args: { defaultOpen: true, closeOnNavigate: false },
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await expect(followedLinks).toEqual(['/pricing']);
    await expect(drawer).toBeVisible();
  },
};

/** Many links scroll inside the drawer; the title and close button stay put. */
export const LongNavigation: Story = {
  args: { defaultOpen: true, children: <Navigation count={40} /> },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    await expect(drawer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(canvas.getByRole('button', { name: t('Dialog.close') })).toBeVisible();
  },
};

/** On a 360 px phone a strip of the page stays visible to tap. */
export const Phone360: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    const width = drawer.getBoundingClientRect().width;
    await expect(width).toBeLessThanOrEqual(document.documentElement.clientWidth - 44);
    await expect(width).toBeGreaterThan(200);
  },
};

/** Right to left, the drawer slides from the right edge, the inline start. */
export const RightToLeft: Story = {
  args: { defaultOpen: true, title: 'آفیت' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'آفیت' });
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
  },
};

/** A drawer whose content opens a dialog over it, as a menu's "Call me back" would. */
function DrawerWithDialog(props: DrawerProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <DrawerWithMenuButton {...props}>
      <Button
        variant="outline"
        onClick={() => {
          setDialogOpen(true);
        }}
      >
        Opening hours
      </Button>
      <Dialog
        title="Opening hours"
        open={dialogOpen}
        onOpenChange={(change) => {
          setDialogOpen(change.open);
        }}
      >
        Monday to Saturday, 9 am to 6 pm.
      </Dialog>
    </DrawerWithMenuButton>
  );
}

/**
 * The browser's Back closes the newest surface first: the dialog opened from the drawer, then the drawer, at the
 * same address; Forward opens neither again.
 */
export const BackClosesItAndWhatItOpened: Story = {
  render: (args) => <DrawerWithDialog {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const address = window.location.href;
    await userEvent.click(menuButton(canvasElement));
    const drawer = await canvas.findByRole('dialog', { name: 'Aafiyat' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Opening hours' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Opening hours' });

    await historyStep(() => {
      window.history.back();
    });
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(drawer).toBeVisible();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Opening hours' })).toHaveFocus());

    await historyStep(() => {
      window.history.back();
    });
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(window.location.href).toBe(address);

    await historyStep(() => {
      window.history.forward();
    }, 2);
    await expect(drawer).not.toBeVisible();
    await expect(dialog).not.toBeVisible();
    await expect(window.location.href).toBe(address);
  },
};
